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
  'roster.departmentNotFound': 'Department not found.',
  'roster.profileNotFound': 'That profile is not on any roster.',
  'roster.notSupervisor':
    'Only a supervisor of this department or community staff may manage its roster.',
  'roster.rankNotInDepartment': 'Choose a rank of this department.',
  'roster.divisionNotInDepartment': 'Choose divisions of this department.',
  'roster.callsignPattern':
    "The callsign must follow the department's pattern {pattern}, a number in place of the braces.",
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
  // What a request that succeeded says (a success body's `message`, by `messageKey`).
  'auth.done.signedOut': 'Signed out.',
  'roster.done.updated': 'Roster updated.',
  'departments.done.partSaved': 'Saved.',
  'departments.done.orderSaved': 'Order saved.',
  'departments.done.partArchived': 'Archived.',
  'departments.done.created': 'Department created.',
  'departments.done.saved': 'Department saved.',
  'departments.done.archived': 'Department archived.',
  'departments.done.restored': 'Department restored.',
  'departments.done.webhookSaved': 'Webhook saved.',
  'departments.done.webhookCleared': 'Webhook cleared.',
  'departments.done.testQueued': 'Test post queued.',
  'roles.done.mappingSaved': 'Role mapping saved.',
  'roles.done.resyncStarted': 'Resyncing every member’s roles from Discord.',
  'bank.done.accountRequested': 'Account request submitted.',
  'bank.done.accountOpened': 'Account opened successfully.',
  'bank.done.deposited': 'Deposit of {amount} submitted.',
  'bank.done.withdrawn': 'Withdrawal of {amount} submitted.',
  'bank.done.transferred': 'Transfer completed successfully.',
  'bank.done.renamed': 'Account renamed successfully.',
  'bank.done.requestApproved': 'Request approved: the account is open.',
  'bank.done.requestRejected': 'Request rejected.',
  'civilians.done.created': 'Civilian created successfully.',
  'civilians.done.updated': 'Civilian updated successfully.',
  'civilians.done.deleted': 'Civilian deleted.',
  'civilians.done.deceased': 'Civilian marked as deceased.',
  'civilians.done.licenseAdded': 'License successfully added.',
  'civilians.done.dmvResultSaved': 'Your test result has been saved.',
  'civilians.done.medicalRecordAdded': 'Medical record successfully added.',
  'civilians.done.vehicleRegistered': 'Vehicle registered successfully.',
  'civilians.done.vehicleDeleted': 'Vehicle deleted.',
  'civilians.done.vehicleStolen':
    '{plate} reported stolen. A BOLO is out to {department} officers.',
  'civilians.done.vehicleRecovered': '{plate} recovered. Its BOLO is cleared.',
  'civilians.done.weaponRegistered': 'Weapon registered successfully.',
  'civilians.done.weaponUpdated': 'Weapon updated.',
  'civilians.done.weaponDeleted': 'Weapon deleted.',
  'dispatch.done.callCreated': 'Call #{callNumber} created.',
  'dispatch.done.callClosed': 'Call #{callNumber} closed.',
  'dispatch.done.fireRequested': 'Fire requested on call #{callNumber}.',
  'dispatch.done.emsRequested': 'EMS requested on call #{callNumber}.',
  'dispatch.done.fireAndEmsRequested': 'Fire and EMS requested on call #{callNumber}.',
  'dispatch.done.unitAssigned': '{callsign} assigned to call #{callNumber}.',
  'dispatch.done.someUnitAssigned': 'Unit assigned to call #{callNumber}.',
  'dispatch.done.clockedIn': 'Clocked in.',
  'dispatch.done.clockedOut': 'Clocked out.',
  'dispatch.done.boloCreated': 'BOLO created.',
  'dispatch.done.boloCleared': 'BOLO cleared.',
  'dispatch.done.panicSent': 'Panic alert sent.',
  'dispatch.done.panicAcknowledged': 'Panic alert acknowledged.',
  'dispatch.done.emergencyCallReceived': '911 call received (#{callNumber}). Help is on the way.',
  'dispatch.done.registered': '{unit} registered.',
  'dispatch.done.registeredOffDutyPolice':
    '{unit} registered, off duty. You are on duty with your {department} profile. Clock out (10-7) there first.',
  'dispatch.done.registeredOffDutySafr':
    '{unit} registered, off duty. You are on duty with your {department} profile. Go Out of Service there first.',
  'dispatch.done.registeredOffDutyOfficer':
    '{unit} registered, off duty. You are on duty with your {department} officer profile. Clock out (10-7) there first.',
  'dispatch.done.registeredOffDutyFireRescue':
    '{unit} registered, off duty. You are on duty with your {department} fire/rescue profile. Go Out of Service there first.',
  'records.done.offenseAdded': 'Offense added.',
  'records.done.offenseUpdated': 'Offense updated.',
  'records.done.offenseRetired': 'Offense retired.',
  'records.done.offenseRestored': 'Offense restored.',
  'records.done.recordSubmitted': '✅ Report submitted successfully.',
  'records.done.reportSubmitted': 'Report submitted.',
  'records.done.incidentReportSubmitted': 'Report submitted!',
  'records.done.warrantCreated': 'Warrant created.',
  'records.done.warrantResolved': 'Warrant resolved.',
  'records.done.finePaidFromChecking': 'Fine of {amount} paid from your checking account.',
  'records.done.finePaidFromCash': 'Fine of {amount} paid from your cash.',
  'records.done.fineAlreadyPaid': 'This fine has already been paid.',
  'records.done.expungementRequested': 'Expungement requested. Staff will review it.',
  'safr.done.patientCareReportFiled': 'Patient care report filed.',
  'safr.done.fireIncidentReportFiled': 'Fire incident report filed.',
  'safr.done.declaredDeceased': '{name} declared deceased.',
  'safr.done.declaredAlive': '{name} declared alive.',
  'staff.done.languageSaved': 'Default language saved.',
  'staff.done.expungementApproved': 'Expungement approved: the record is hidden.',
  'staff.done.expungementDenied': 'Expungement denied.',
  'staff.done.memberSuspended': 'Member suspended and signed out.',
  'staff.done.suspensionLifted': 'Suspension lifted.',
  'staff.done.deliveryQueuedAgain': 'Delivery queued again.',
  'staff.done.dmQueued': 'Message queued for delivery.',
  'staff.done.dmAlreadyQueued': 'This message is already queued.',
  'auth.notMemberRole':
    'Your roles in the community’s Discord server do not allow signing in here.',
  'roles.unknownRole': '{roleId} is not a role of the community’s Discord server.',
  'roles.unknownDepartment': 'Department {department} does not exist.',
  'roles.unknownRank': 'Rank {rank} does not exist.',
  'roles.guildUnreadable':
    'Discord did not list the server’s roles. Check the bot token and try again in a minute.',
  'roles.resyncNeedsDiscord': 'Resyncing members needs the bot in the community’s Discord server.',

  // Staff: departments, divisions and ranks.
  'departments.notFound': 'Department not found.',
  'departments.divisionNotFound': 'Division not found.',
  'departments.rankNotFound': 'Rank not found.',
  'departments.nameTaken': 'Another department already has this name.',
  'departments.shortNameTaken': 'Another department already uses this short name.',
  'departments.divisionNameTaken': 'This department already has a division with this name.',
  'departments.rankNameTaken': 'This department already has a rank with this name.',
  'departments.servicesRequired': 'Choose at least one of police, fire and EMS.',
  'departments.colourFormat': 'Enter a colour as #rrggbb, like #1f6feb.',
  'departments.callsignPattern':
    'Use 1 to 32 letters, digits, hyphens and spaces, with {placeholder} exactly once (like {example}).',
  'departments.webhookUrl':
    'Enter a Discord webhook URL, like https://discord.com/api/webhooks/123/abc.',
  'departments.reportWebhookMissing': 'This department has no report webhook configured.',
  'departments.dispatchWebhookMissing': 'This department has no dispatch webhook configured.',
  'departments.orderMismatch': 'The new order must list every one of them exactly once.',
  'departments.alreadyArchived': 'This is already archived.',
  'departments.notArchived': 'This is not archived.',
  'values.statusNotFound': 'This status does not exist.',
  'values.statusCodeTaken': 'This service already has a status with this code.',
  'values.statusInUse':
    'A unit shows this status now. Retire it instead; units that show it keep it.',
  'values.statusLastOfTour': 'Each service needs at least one available and one off-duty status.',
  'values.statusLimit': 'A service can have at most {max} statuses.',
  'values.alreadyRetired': 'This is already retired.',
  'values.notRetired': 'This is not retired.',
  'values.statusUnknown': 'Choose one of your statuses: {codes}.',
  'values.done.statusSaved': 'Status saved.',
  'values.done.statusRetired': 'Status retired.',
  'values.done.statusRestored': 'Status restored.',
  'values.done.statusDeleted': 'Status deleted.',
} as const;

export type MessageKey = keyof typeof en;

/** The names of the `{name}` placeholders in an English entry. */
type Placeholder<S extends string> = S extends `${string}{${infer N}}${infer Rest}`
  ? N | Placeholder<Rest>
  : never;

/** The placeholders of a key's English entry (never when it has none). */
export type MessagePlaceholder<K extends MessageKey> = Placeholder<(typeof en)[K]>;

/** The values a key's entry needs: one for each of its placeholders. */
export type MessageParamsOf<K extends MessageKey> = Record<MessagePlaceholder<K>, string | number> &
  // An amount's cents beside its English text (`amount`, `amountCents`): readers see it their way.
  Partial<Record<`${MessagePlaceholder<K>}Cents`, number>>;
