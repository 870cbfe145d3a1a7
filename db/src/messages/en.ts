/**
 * The server's messages in English, by key: what the API's error `message` says and what its
 * `key` and `params` name, so a client can say the same thing in the reader's language
 * (docs/api.md, "Errors"). Placeholders are `{name}`; every other catalogue has the same keys
 * and placeholders. Plain data: the web imports it through `@tenfour/db/browser`.
 */
export const en = {
  // One per error code: the key of a failure no more specific key describes.
  'error.invalidInput': 'Invalid input.',
  'error.unauthenticated': 'You must be signed in.',
  'error.suspended': 'Your account is suspended.',
  'error.forbidden': 'You do not have permission to do that.',
  'error.notFound': 'Resource not found.',
  'error.conflict': 'That conflicts with the current state. Reload and try again.',
  'error.unprocessable': 'That cannot be done.',
  'error.rateLimited': 'Too many requests. Please wait {seconds} seconds and try again.',
  'error.upstream': 'Discord did not answer as expected. Please try again.',
  'error.unavailable': 'The service is briefly unavailable. Please try again in a moment.',
  'error.internal': 'Something went wrong on our side. Please try again.',
  'error.routeNotFound': 'Not found.',
  'error.metricsToken': 'Metrics need the bearer token.',
  'error.noSuchRoute': 'No such API route.',
  'error.startingUp': 'Starting up, try again in a moment.',
  'error.interactionsNotConfigured':
    'The interactions endpoint is not configured (DISCORD_PUBLIC_KEY).',
  'error.pageNotFound': 'Page not found.',
  'error.bodyTooLarge': 'Request body too large.',
  'error.malformedBody': 'Malformed request body.',
  'error.bodyIncomplete': 'The request body was not received in full.',
  'error.unstorableInput': 'The request contains a value that cannot be stored.',
  'error.crossSite': 'Cross-site request refused.',
  'error.badSignature': 'Invalid request signature.',
  'error.idempotencyKeyInvalid': 'Idempotency-Key must be 1 to 128 visible ASCII characters.',
  'error.idempotencyKeyReused': 'This Idempotency-Key was already used for a different request.',
  'error.invalidCursor': 'Not a valid cursor: start again from the first page.',

  // A field's input, by what is wrong with it. {field} is the field's path in the request.
  'validation.required': 'Enter a value.',
  'validation.invalidType': 'Enter a valid value.',
  'validation.tooShort': 'Enter at least {min} characters.',
  'validation.tooLong': 'Use at most {max} characters.',
  'validation.tooSmall': 'Enter {min} or more.',
  'validation.tooBig': 'Enter {max} or less.',
  'validation.tooFew': 'Add at least {min}.',
  'validation.tooMany': 'Add at most {max}.',
  'validation.notMultiple': 'Enter a multiple of {divisor}.',
  'validation.invalidFormat': 'Enter it in the expected format.',
  'validation.oneOf': 'Choose one of: {options}.',
  'validation.unknownField': 'Remove the unknown field.',
  'validation.unstorable': 'This contains characters that cannot be stored.',
  'validation.unstorableKey': 'A field name cannot be stored.',
  'validation.invalid': 'This is not valid.',

  // Signing in.
  'auth.signInNotConfigured': 'Discord sign-in is not configured.',
  'auth.signInCancelled': 'Sign-in was cancelled on Discord.',
  'auth.noSignInCode': 'Discord did not send a sign-in code.',
  'auth.stateMismatch':
    'Sign-in could not be verified (the state did not match). Please try logging in again.',
  'auth.codeRefused': 'Discord refused the sign-in code. Please try logging in again.',
  'auth.notGuildMember': 'You must be a member of the community’s Discord server to sign in.',
  'auth.discordDown': 'Discord did not answer the sign-in request. Please try again in a moment.',
  'auth.unknownDemoUser': 'Unknown demo user.',
  'auth.requiresPublicSafety': 'This requires the public safety role.',
  'auth.requiresFireRescue': 'This requires the fire/rescue role.',
  'auth.requiresAdmin': 'This requires the community staff (admin) role.',
  'auth.requiresDispatch': 'This requires the dispatcher role.',

  // Bank.
  'bank.accountNotFound': 'Account not found.',
  'bank.accountRequestNotFound': 'Account request not found.',
  'bank.walletNotFound': 'Wallet not found.',
  'bank.newNameRequired': 'Please provide a new account name.',
  'bank.requestPending': 'A request for a {accountType} account is already waiting for approval.',
  'bank.reasonRequired': 'Please provide a reason for approval.',
  'bank.amountNotPositive': 'Amount must be a positive number of cents.',
  'bank.amountRequired': 'Amount is required.',
  'bank.amountNotNumber': 'Amount must be a number.',
  'bank.amountNotAboveZero': 'Amount must be greater than zero.',
  'bank.amountDecimals': 'Amount can have at most 2 decimals.',
  'bank.amountTooLarge': 'Amount cannot exceed {max}.',
  'bank.sameAccount': 'You cannot transfer money to the same account.',
  'bank.noSuchAccount':
    'No account with number {accountNumber} exists. Check the number and try again.',
  'bank.insufficientFunds': 'Insufficient funds in selected account.',
  'bank.insufficientCash': 'You do not have enough cash in your wallet.',
  'bank.insufficientForFine': 'Not enough money in checking or cash to pay this fine.',

  // Civilians, their licenses, vehicles and weapons.
  'civilians.notFound': 'Civilian not found.',
  'civilians.limitReached':
    'You already have {max} civilians, the most one member can have. Delete one to create another.',
  'civilians.hasWarrant': 'This civilian has an active warrant and cannot be deleted.',
  'civilians.hasUnpaidFines': 'This civilian has unpaid fines. Pay them before deleting it.',
  'civilians.hasMoney':
    'This civilian still has money. Move its cash and account balances to another civilian before deleting it.',
  'civilians.licenseAlreadyHeld': 'This civilian already holds that license.',
  'civilians.licenseRoleRequired': 'You do not hold the role required to add this license.',
  'civilians.dmvTestNotFound': 'DMV test not found.',
  'civilians.dmvTestMismatch': 'The license type does not match the test that was started.',
  'civilians.dmvTestSubmitted': 'This test has already been submitted.',
  'civilians.dmvTimeLimit': 'Time limit exceeded. Test closed.',
  'civilians.serialNumberFixed': 'The serial number cannot be changed.',
  'civilians.birthDateFuture': 'Date of birth cannot be in the future.',
  'civilians.yearTooLate': 'Year must be {latest} or earlier.',
  'civilians.duplicatePlate': 'A vehicle with this plate is already registered.',
  'civilians.duplicateVin': 'A vehicle with this VIN is already registered.',
  'civilians.duplicateSerial': 'A weapon with this serial number is already registered.',
  'civilians.vehicleNotFound': 'Vehicle not found.',
  'civilians.weaponNotFound': 'Weapon not found.',
  'civilians.alreadyStolen': '{plate} is already reported stolen.',
  'civilians.notStolen': '{plate} is not reported stolen.',

  // Dispatch: units, calls, BOLOs, panic, 911.
  'dispatch.unitNotFound': 'Unit not found.',
  'dispatch.callNotFound': 'Call not found.',
  'dispatch.boloNotFound': 'BOLO not found.',
  'dispatch.boloAlreadyCleared': 'This BOLO is already cleared.',
  'dispatch.panicNotFound': 'Panic alert not found.',
  'dispatch.officerNotFound': 'Officer not found.',
  'dispatch.officerProfileNotFound': 'Officer profile not found.',
  'dispatch.safrProfileNotFound': 'Fire/rescue profile not found.',
  'dispatch.unitNotOnCall': 'That unit is not attached to this call.',
  'dispatch.callClosed': 'Call #{callNumber} is already closed.',
  'dispatch.callNotesOnlyAttached':
    'Only units on call #{callNumber} and dispatchers can read or add its notes.',
  'dispatch.unitOffDuty': '{callsign} is off duty.',
  'dispatch.selfOffDutyPolice': 'You are off duty. Go 10-8 to clock in first.',
  'dispatch.selfOffDutySafr': 'You are off duty. Go Available to clock in first.',
  'dispatch.otherRoster': "{callsign} is on the {department} roster, not {ownDepartment}'s.",
  'dispatch.onlyAttachSafr': 'You can only attach fire/rescue units.',
  'dispatch.onlyDetachSafr': 'You can only detach fire/rescue units.',
  'dispatch.onDutyElsewherePolice':
    'You are on duty with your {department} profile. Clock out (10-7) there first.',
  'dispatch.onDutyElsewhereSafr':
    'You are on duty with your {department} profile. Go Out of Service there first.',
  'dispatch.onDutyElsewhereOfficer':
    'You are on duty with your {department} officer profile. Clock out (10-7) there first.',
  'dispatch.onDutyElsewhereFireRescue':
    'You are on duty with your {department} fire/rescue profile. Go Out of Service there first.',
  'dispatch.officerProfileExists':
    'You already have an officer profile in the {department} department.',
  'dispatch.safrProfileExists':
    'You already have a fire/rescue profile in the {department} department.',
  'dispatch.callsignTaken': 'Callsign {callsign} is already taken in the {department} department.',
  'dispatch.registerOfficerFirst': 'Register your officer profile first.',
  'dispatch.registerSafrFirst': 'Register your fire/rescue profile first.',
  'dispatch.registerSelfOnly': 'You can only register yourself.',
  'dispatch.registerSelfOnlyOfficer': 'You can only register yourself as an officer.',
  'departments.choose': 'Choose a department.',
  'departments.notPolice': '{department} does not serve police. Choose a police department.',
  'departments.notFireRescue':
    '{department} does not serve fire or EMS. Choose a fire or EMS department.',
  'departments.archived':
    '{department} is archived: it takes no new profiles, calls, BOLOs, reports or warrants.',
  'dispatch.departmentRoleRequired': "You do not hold the {department} department's role.",
  'dispatch.openCallsLimit':
    'You already have {max} open 911 calls. Wait for dispatch to close one before calling again.',
  'dispatch.callTooSoonOne':
    'You called 911 less than a minute ago. Try again in {seconds} second.',
  'dispatch.callTooSoon': 'You called 911 less than a minute ago. Try again in {seconds} seconds.',

  // A request staff decide (bank accounts, expungements) decided before.
  'requests.alreadyApproved': 'This request was already approved.',
  'requests.alreadyRejected': 'This request was already rejected.',
  'requests.alreadyDenied': 'This request was already denied.',

  // Records: reports, warrants, penal code, fines, expungements, lookups.
  'records.recordNotFound': 'Record not found.',
  'records.warrantNotFound': 'Warrant not found.',
  'records.warrantNotActive': 'Warrant not active.',
  'records.warrantResolved': 'This warrant is already resolved.',
  'records.warrantExpiryPast': 'The expiration must be in the future.',
  'records.offenseRequired': 'Add at least one offense.',
  'records.offenseNotFound': 'Offense not found.',
  'records.offenseUnknown': 'One of the offenses is not in the penal code.',
  'records.offenseRetired': '"{title}" has been retired.',
  'records.offenseDuplicate': 'An offense with this title already exists.',
  'records.customFineTooHigh': "A custom offense's fine can be at most ${max}.",
  'records.customJailTooLong': "A custom offense's jail time can be at most {max} minutes.",
  'records.fineNotPositive': 'A fine must be a positive amount.',
  'records.fineNeedsReference': 'A fine needs a reference.',
  'records.noFine': 'This record has no fine to pay.',
  'records.fineOwnerOnly': 'Only the owner of the cited civilian can pay this fine.',
  'records.fineExpunged': 'This record has been expunged: its fine can no longer be paid.',
  'records.expungementNotFound': 'Expungement request not found.',
  'records.expungementPending': 'An expungement request for this record is already pending.',
  'records.alreadyExpunged': 'This record has already been expunged.',
  'records.noCivilianMatch': 'No civilian matches that name or SSN.',
  'records.noVehicleMatch': 'No vehicle matches that plate or VIN.',
  'records.noWeaponMatch': 'No weapon matches that serial number.',

  // Fire/rescue.
  'safr.noOwnReports': 'Only fire/rescue members have reports of their own.',
  'safr.patientNotFound': 'Patient not found.',
  'safr.patientCareReportNotFound': 'Patient care report not found.',
  'safr.fireIncidentReportNotFound': 'Fire incident report not found.',
  'safr.patientCareReportsForWhom': 'Patient care reports are for fire/rescue members and staff.',
  'safr.fireIncidentReportsForWhom': 'Fire incident reports are for fire/rescue members and staff.',
  'safr.alreadyDeceased': 'This civilian is already recorded as deceased.',
  'safr.alreadyAlive': 'This civilian is already recorded as alive.',

  // Staff: members, suspensions, Discord deliveries.
  'staff.endNotIso': 'The end must be an ISO date and time, like 2026-06-05T14:00:00Z.',
  'staff.memberNotFound': 'Member not found.',
  'staff.cannotSuspendSelf': 'You cannot suspend yourself.',
  'staff.cannotSuspendStaff': 'Staff members cannot be suspended.',
  'staff.suspensionEndPast': 'The end of the suspension must be in the future.',
  'staff.alreadySuspended': 'This member is already suspended.',
  'staff.notSuspended': 'This member is not suspended.',
  'staff.suspendedUntil': 'Your access is suspended until {until}. Reason: {reason}',
  'staff.suspendedUntilLifted': 'Your access is suspended until staff lift it. Reason: {reason}',
  'staff.deliveryNotFound': 'Delivery not found.',
  'staff.onlyFailedRetried': 'Only failed deliveries can be retried.',
} as const;

export type MessageKey = keyof typeof en;

/** The names of the `{name}` placeholders in an English entry. */
type Placeholder<S extends string> = S extends `${string}{${infer N}}${infer Rest}`
  ? N | Placeholder<Rest>
  : never;

/** The placeholders of a key's English entry (never when it has none). */
export type MessagePlaceholder<K extends MessageKey> = Placeholder<(typeof en)[K]>;

/** The values a key's entry needs: one for each of its placeholders. */
export type MessageParamsOf<K extends MessageKey> = Record<MessagePlaceholder<K>, string | number>;
