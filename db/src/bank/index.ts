/** Bank accounts, transfers, fines debited from accounts, money requests and the ledger audit. */
export * from './accounts';
export * from './fine-debits';
export * from './idempotency';
export * from './ledger';
export * from './money';
export * from './movements';
export * from './opening-balances';
export * from './provision';
export * from './requests';
export * from './types';
