/** The economy: the treasury (mint, burn, adjustments), the shop, inventories and offers. */
export * from './item-roles';
export * from './businesses';
export * from './items';
export * from './pockets';
export * from './purchase';
export * from './shop';
export * from './treasury';
export * from './shift-pay';
export * from './shift-pay-admin';
