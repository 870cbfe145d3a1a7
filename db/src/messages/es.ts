import type { MessageKey } from './en';

/** The server's messages in Spanish (same keys and placeholders as en.ts). */
export const es: Record<MessageKey, string> = {
  'error.invalidInput': 'Datos no válidos.',
  'error.unauthenticated': 'Debes iniciar sesión.',
  'error.suspended': 'Tu cuenta está suspendida.',
  'error.forbidden': 'No tienes permiso para hacer eso.',
  'error.notFound': 'No encontrado.',
  'error.conflict': 'Eso choca con el estado actual. Recarga e inténtalo de nuevo.',
  'error.unprocessable': 'Eso no se puede hacer.',
  'error.rateLimited': 'Demasiadas solicitudes. Espera {seconds} segundos e inténtalo de nuevo.',
  'error.upstream': 'Discord no respondió como se esperaba. Inténtalo de nuevo.',
  'error.unavailable': 'El servicio no está disponible por un momento. Inténtalo enseguida.',
  'error.internal': 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
  'error.routeNotFound': 'No encontrado.',
  'error.metricsToken': 'Las métricas necesitan el token de portador.',
  'error.noSuchRoute': 'No existe esa ruta de la API.',
  'error.startingUp': 'Arrancando, inténtalo de nuevo en un momento.',
  'error.interactionsNotConfigured':
    'El endpoint de interacciones no está configurado (DISCORD_PUBLIC_KEY).',
  'error.pageNotFound': 'Página no encontrada.',
  'error.bodyTooLarge': 'La solicitud es demasiado grande.',
  'error.malformedBody': 'La solicitud está mal formada.',
  'error.bodyIncomplete': 'La solicitud no llegó completa.',
  'error.unstorableInput': 'La solicitud contiene un valor que no se puede guardar.',
  'error.crossSite': 'Solicitud entre sitios rechazada.',
  'error.badSignature': 'Firma de la solicitud no válida.',
  'error.idempotencyKeyInvalid':
    'El Idempotency-Key debe tener de 1 a 128 caracteres ASCII visibles.',
  'error.idempotencyKeyReused': 'Este Idempotency-Key ya se usó para otra solicitud.',
  'error.invalidCursor': 'Marcador de página no válido: vuelve a empezar desde la primera página.',

  'validation.required': 'Introduce un valor.',
  'validation.invalidType': 'Introduce un valor válido.',
  'validation.tooShort': 'Introduce al menos {min} caracteres.',
  'validation.tooLong': 'Usa como máximo {max} caracteres.',
  'validation.tooSmall': 'Introduce {min} o más.',
  'validation.tooBig': 'Introduce {max} o menos.',
  'validation.tooFew': 'Añade al menos {min}.',
  'validation.tooMany': 'Añade como máximo {max}.',
  'validation.notMultiple': 'Introduce un múltiplo de {divisor}.',
  'validation.invalidFormat': 'Introdúcelo en el formato esperado.',
  'validation.oneOf': 'Elige uno de: {options}.',
  'validation.unknownField': 'Quita el campo desconocido.',
  'validation.unstorable': 'Contiene caracteres que no se pueden guardar.',
  'validation.unstorableKey': 'Un nombre de campo no se puede guardar.',
  'validation.invalid': 'No es válido.',

  'auth.signInNotConfigured': 'El inicio de sesión con Discord no está configurado.',
  'auth.signInCancelled': 'El inicio de sesión se canceló en Discord.',
  'auth.noSignInCode': 'Discord no envió un código de inicio de sesión.',
  'auth.stateMismatch':
    'No se pudo verificar el inicio de sesión (el estado no coincidía). Vuelve a iniciar sesión.',
  'auth.codeRefused': 'Discord rechazó el código de inicio de sesión. Vuelve a iniciar sesión.',
  'auth.notGuildMember':
    'Debes ser miembro del servidor de Discord de la comunidad para iniciar sesión.',
  'auth.discordDown':
    'Discord no respondió a la solicitud de inicio de sesión. Inténtalo de nuevo en un momento.',
  'auth.unknownDemoUser': 'Usuario de demostración desconocido.',
  'auth.requiresPublicSafety': 'Esto requiere el rol de seguridad pública.',
  'auth.requiresFireRescue': 'Esto requiere el rol de bomberos/rescate.',
  'auth.requiresAdmin': 'Esto requiere el rol de staff (administrador) de la comunidad.',
  'auth.requiresDispatch': 'Esto requiere el rol de despachador.',

  'bank.accountNotFound': 'Cuenta no encontrada.',
  'bank.accountRequestNotFound': 'Solicitud de cuenta no encontrada.',
  'bank.walletNotFound': 'Cartera no encontrada.',
  'bank.newNameRequired': 'Indica un nuevo nombre para la cuenta.',
  'bank.requestPending': 'Ya hay una solicitud de cuenta ({accountType}) esperando aprobación.',
  'bank.reasonRequired': 'Indica un motivo para la aprobación.',
  'bank.amountNotPositive': 'El importe debe ser un número positivo de centavos.',
  'bank.amountRequired': 'Indica un importe.',
  'bank.amountNotNumber': 'El importe debe ser un número.',
  'bank.amountNotAboveZero': 'El importe debe ser mayor que cero.',
  'bank.amountDecimals': 'El importe puede tener como máximo 2 decimales.',
  'bank.amountTooLarge': 'El importe no puede superar {max}.',
  'bank.sameAccount': 'No puedes transferir dinero a la misma cuenta.',
  'bank.noSuchAccount':
    'No existe ninguna cuenta con el número {accountNumber}. Revisa el número e inténtalo de nuevo.',
  'bank.insufficientFunds': 'Fondos insuficientes en la cuenta seleccionada.',
  'bank.insufficientCash': 'No tienes suficiente efectivo en la cartera.',
  'bank.insufficientForFine':
    'No hay suficiente dinero en la cuenta corriente ni en efectivo para pagar esta multa.',

  'civilians.notFound': 'Civil no encontrado.',
  'civilians.limitReached':
    'Ya tienes {max} civiles, el máximo por miembro. Borra uno para crear otro.',
  'civilians.hasWarrant': 'Este civil tiene una orden de arresto activa y no se puede borrar.',
  'civilians.hasUnpaidFines': 'Este civil tiene multas sin pagar. Págalas antes de borrarlo.',
  'civilians.hasMoney':
    'Este civil todavía tiene dinero. Pasa su efectivo y sus saldos a otro civil antes de borrarlo.',
  'civilians.licenseAlreadyHeld': 'Este civil ya tiene esa licencia.',
  'civilians.licenseRoleRequired': 'No tienes el rol necesario para añadir esta licencia.',
  'civilians.dmvTestNotFound': 'Examen de conducir no encontrado.',
  'civilians.dmvTestMismatch': 'El tipo de licencia no coincide con el examen iniciado.',
  'civilians.dmvTestSubmitted': 'Este examen ya se entregó.',
  'civilians.dmvTimeLimit': 'Se acabó el tiempo. Examen cerrado.',
  'civilians.serialNumberFixed': 'El número de serie no se puede cambiar.',
  'civilians.birthDateFuture': 'La fecha de nacimiento no puede ser futura.',
  'civilians.yearTooLate': 'El año debe ser {latest} o anterior.',
  'civilians.duplicatePlate': 'Ya hay un vehículo registrado con esta matrícula.',
  'civilians.duplicateVin': 'Ya hay un vehículo registrado con este VIN.',
  'civilians.duplicateSerial': 'Ya hay un arma registrada con este número de serie.',
  'civilians.vehicleNotFound': 'Vehículo no encontrado.',
  'civilians.weaponNotFound': 'Arma no encontrada.',
  'civilians.alreadyStolen': '{plate} ya está denunciado como robado.',
  'civilians.notStolen': '{plate} no está denunciado como robado.',

  'dispatch.unitNotFound': 'Unidad no encontrada.',
  'dispatch.callNotFound': 'Llamada no encontrada.',
  'dispatch.boloNotFound': 'BOLO no encontrado.',
  'dispatch.boloAlreadyCleared': 'Este BOLO ya está cancelado.',
  'dispatch.panicNotFound': 'Alerta de pánico no encontrada.',
  'dispatch.officerNotFound': 'Agente no encontrado.',
  'dispatch.officerProfileNotFound': 'Perfil de agente no encontrado.',
  'dispatch.safrProfileNotFound': 'Perfil de bomberos/rescate no encontrado.',
  'dispatch.unitNotOnCall': 'Esa unidad no está asignada a esta llamada.',
  'dispatch.callClosed': 'La llamada #{callNumber} ya está cerrada.',
  'dispatch.callNotesOnlyAttached':
    'Solo las unidades de la llamada #{callNumber} y la central pueden leer o añadir sus notas.',
  'dispatch.unitOffDuty': '{callsign} está fuera de servicio.',
  'dispatch.selfOffDutyPolice': 'Estás fuera de servicio. Primero ponte en 10-8 para entrar.',
  'dispatch.selfOffDutySafr': 'Estás fuera de servicio. Primero ponte en «Available» para entrar.',
  'dispatch.otherRoster':
    '{callsign} está en la plantilla de {department}, no en la de {ownDepartment}.',
  'dispatch.onlyAttachSafr': 'Solo puedes asignar unidades de bomberos/rescate.',
  'dispatch.onlyDetachSafr': 'Solo puedes retirar unidades de bomberos/rescate.',
  'dispatch.onDutyElsewherePolice':
    'Estás de servicio con tu perfil de {department}. Primero sal de servicio allí (10-7).',
  'dispatch.onDutyElsewhereSafr':
    'Estás de servicio con tu perfil de {department}. Primero ponte en «Out of Service» allí.',
  'dispatch.onDutyElsewhereOfficer':
    'Estás de servicio con tu perfil de agente de {department}. Primero sal de servicio allí (10-7).',
  'dispatch.onDutyElsewhereFireRescue':
    'Estás de servicio con tu perfil de bomberos/rescate de {department}. Primero ponte en «Out of Service» allí.',
  'dispatch.officerProfileExists': 'Ya tienes un perfil de agente en el departamento {department}.',
  'dispatch.safrProfileExists':
    'Ya tienes un perfil de bomberos/rescate en el departamento {department}.',
  'dispatch.callsignTaken':
    'El indicativo {callsign} ya está ocupado en el departamento {department}.',
  'dispatch.registerOfficerFirst': 'Primero registra tu perfil de agente.',
  'dispatch.registerSafrFirst': 'Primero registra tu perfil de bomberos/rescate.',
  'dispatch.registerSelfOnly': 'Solo puedes registrarte a ti mismo.',
  'dispatch.registerSelfOnlyOfficer': 'Solo puedes registrarte a ti mismo como agente.',
  'departments.choose': 'Elige un departamento.',
  'departments.notPolice': '{department} no es de policía. Elige un departamento de policía.',
  'departments.notFireRescue':
    '{department} no es de bomberos ni de emergencias médicas. Elige un departamento que lo sea.',
  'departments.archived':
    '{department} está archivado: no admite nuevos perfiles, llamadas, BOLOs, informes ni órdenes.',
  'dispatch.departmentRoleRequired': 'No tienes el rol del departamento {department}.',
  'dispatch.openCallsLimit':
    'Ya tienes {max} llamadas al 911 abiertas. Espera a que la central cierre una antes de volver a llamar.',
  'dispatch.callTooSoonOne':
    'Llamaste al 911 hace menos de un minuto. Vuelve a intentarlo en {seconds} segundo.',
  'dispatch.callTooSoon':
    'Llamaste al 911 hace menos de un minuto. Vuelve a intentarlo en {seconds} segundos.',

  'requests.alreadyApproved': 'Esta solicitud ya fue aprobada.',
  'requests.alreadyRejected': 'Esta solicitud ya fue rechazada.',
  'requests.alreadyDenied': 'Esta solicitud ya fue denegada.',

  'records.recordNotFound': 'Antecedente no encontrado.',
  'records.warrantNotFound': 'Orden de arresto no encontrada.',
  'records.warrantNotActive': 'La orden de arresto no está activa.',
  'records.warrantResolved': 'Esta orden de arresto ya está resuelta.',
  'records.warrantExpiryPast': 'El vencimiento debe ser en el futuro.',
  'records.offenseRequired': 'Añade al menos un delito.',
  'records.offenseNotFound': 'Delito no encontrado.',
  'records.offenseUnknown': 'Uno de los delitos no está en el código penal.',
  'records.offenseRetired': '«{title}» ha sido derogado.',
  'records.offenseDuplicate': 'Ya existe un delito con este título.',
  'records.customFineTooHigh': 'La multa de un delito personalizado puede ser como máximo ${max}.',
  'records.customJailTooLong':
    'La condena de un delito personalizado puede ser como máximo de {max} minutos.',
  'records.fineNotPositive': 'Una multa debe ser un importe positivo.',
  'records.fineNeedsReference': 'Una multa necesita una referencia.',
  'records.noFine': 'Este antecedente no tiene multa que pagar.',
  'records.fineOwnerOnly': 'Solo el dueño del civil citado puede pagar esta multa.',
  'records.fineExpunged':
    'Este antecedente ha sido eliminado del historial: su multa ya no se puede pagar.',
  'records.expungementNotFound': 'Solicitud de eliminación de antecedentes no encontrada.',
  'records.expungementPending':
    'Ya hay una solicitud de eliminación pendiente para este antecedente.',
  'records.alreadyExpunged': 'Este antecedente ya fue eliminado del historial.',
  'records.noCivilianMatch': 'Ningún civil coincide con ese nombre o SSN.',
  'records.noVehicleMatch': 'Ningún vehículo coincide con esa matrícula o VIN.',
  'records.noWeaponMatch': 'Ningún arma coincide con ese número de serie.',

  'safr.noOwnReports': 'Solo los miembros de bomberos/rescate tienen informes propios.',
  'safr.patientNotFound': 'Paciente no encontrado.',
  'safr.patientCareReportNotFound': 'Informe de atención al paciente no encontrado.',
  'safr.fireIncidentReportNotFound': 'Informe de incidente de incendio no encontrado.',
  'safr.patientCareReportsForWhom':
    'Los informes de atención al paciente son para bomberos/rescate y el staff.',
  'safr.fireIncidentReportsForWhom':
    'Los informes de incendios son para bomberos/rescate y el staff.',
  'safr.alreadyDeceased': 'Este civil ya consta como fallecido.',
  'safr.alreadyAlive': 'Este civil ya consta como vivo.',

  'staff.endNotIso': 'El fin debe ser una fecha y hora ISO, como 2026-06-05T14:00:00Z.',
  'staff.memberNotFound': 'Miembro no encontrado.',
  'staff.cannotSuspendSelf': 'No puedes suspenderte a ti mismo.',
  'staff.cannotSuspendStaff': 'Los miembros del staff no pueden ser suspendidos.',
  'staff.suspensionEndPast': 'El fin de la suspensión debe ser en el futuro.',
  'staff.alreadySuspended': 'Este miembro ya está suspendido.',
  'staff.notSuspended': 'Este miembro no está suspendido.',
  'staff.suspendedUntil': 'Tu acceso está suspendido hasta {until}. Motivo: {reason}',
  'staff.suspendedUntilLifted':
    'Tu acceso está suspendido hasta que el staff lo levante. Motivo: {reason}',
  'staff.deliveryNotFound': 'Entrega no encontrada.',
  'staff.onlyFailedRetried': 'Solo se pueden reintentar las entregas fallidas.',
};
