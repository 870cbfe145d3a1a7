import type { MessageKey } from './en';

/** The server's messages in German (same keys and placeholders as en.ts). */
export const de: Record<MessageKey, string> = {
  'error.invalidInput': 'Ungültige Eingabe.',
  'error.unauthenticated': 'Du musst angemeldet sein.',
  'error.suspended': 'Dein Konto ist gesperrt.',
  'error.forbidden': 'Dazu fehlt dir die Berechtigung.',
  'error.notFound': 'Nicht gefunden.',
  'error.conflict': 'Das passt nicht zum aktuellen Stand. Lade neu und versuche es noch einmal.',
  'error.unprocessable': 'Das ist nicht möglich.',
  'error.rateLimited': 'Zu viele Anfragen. Warte {seconds} Sekunden und versuche es noch einmal.',
  'error.upstream': 'Discord hat nicht wie erwartet geantwortet. Versuche es noch einmal.',
  'error.unavailable': 'Der Dienst ist kurz nicht erreichbar. Versuche es gleich noch einmal.',
  'error.internal': 'Bei uns ist etwas schiefgelaufen. Versuche es noch einmal.',
  'error.routeNotFound': 'Nicht gefunden.',
  'error.metricsToken': 'Die Metriken brauchen das Bearer-Token.',
  'error.noSuchRoute': 'Diese API-Route gibt es nicht.',
  'error.startingUp': 'Der Dienst startet gerade, versuche es gleich noch einmal.',
  'error.interactionsNotConfigured':
    'Der Endpunkt für Interaktionen ist nicht eingerichtet (DISCORD_PUBLIC_KEY).',
  'error.pageNotFound': 'Seite nicht gefunden.',
  'error.bodyTooLarge': 'Die Anfrage ist zu groß.',
  'error.malformedBody': 'Die Anfrage ist fehlerhaft.',
  'error.bodyIncomplete': 'Die Anfrage kam nicht vollständig an.',
  'error.unstorableInput': 'Die Anfrage enthält einen Wert, der nicht gespeichert werden kann.',
  'error.crossSite': 'Seitenübergreifende Anfrage abgelehnt.',
  'error.badSignature': 'Ungültige Signatur der Anfrage.',
  'error.idempotencyKeyInvalid':
    'Der Idempotency-Key muss aus 1 bis 128 sichtbaren ASCII-Zeichen bestehen.',
  'error.idempotencyKeyReused':
    'Dieser Idempotency-Key wurde schon für eine andere Anfrage verwendet.',
  'error.invalidCursor': 'Ungültige Seitenmarke: Beginne wieder auf der ersten Seite.',

  'validation.required': 'Gib einen Wert ein.',
  'validation.invalidType': 'Gib einen gültigen Wert ein.',
  'validation.tooShort': 'Gib mindestens {min} Zeichen ein.',
  'validation.tooLong': 'Verwende höchstens {max} Zeichen.',
  'validation.tooSmall': 'Gib {min} oder mehr ein.',
  'validation.tooBig': 'Gib {max} oder weniger ein.',
  'validation.tooFew': 'Füge mindestens {min} hinzu.',
  'validation.tooMany': 'Füge höchstens {max} hinzu.',
  'validation.notMultiple': 'Gib ein Vielfaches von {divisor} ein.',
  'validation.invalidFormat': 'Gib den Wert im erwarteten Format ein.',
  'validation.oneOf': 'Wähle eins von: {options}.',
  'validation.unknownField': 'Entferne das unbekannte Feld.',
  'validation.unstorable': 'Das enthält Zeichen, die nicht gespeichert werden können.',
  'validation.unstorableKey': 'Ein Feldname kann nicht gespeichert werden.',
  'validation.invalid': 'Das ist nicht gültig.',

  'auth.signInNotConfigured': 'Die Anmeldung über Discord ist nicht eingerichtet.',
  'auth.signInCancelled': 'Die Anmeldung wurde bei Discord abgebrochen.',
  'auth.noSignInCode': 'Discord hat keinen Anmeldecode geschickt.',
  'auth.stateMismatch':
    'Die Anmeldung konnte nicht bestätigt werden (der Status passte nicht). Melde dich bitte noch einmal an.',
  'auth.codeRefused': 'Discord hat den Anmeldecode abgelehnt. Melde dich bitte noch einmal an.',
  'auth.notGuildMember':
    'Du musst Mitglied im Discord-Server der Community sein, um dich anzumelden.',
  'auth.discordDown':
    'Discord hat auf die Anmeldung nicht geantwortet. Versuche es gleich noch einmal.',
  'auth.unknownDemoUser': 'Unbekannter Demo-Benutzer.',
  'auth.requiresPublicSafety': 'Dafür brauchst du die Rolle für öffentliche Sicherheit.',
  'auth.requiresFireRescue': 'Dafür brauchst du die Feuerwehr-/Rettungsdienst-Rolle.',
  'auth.requiresAdmin': 'Dafür brauchst du die Team-Rolle (Admin) der Community.',
  'auth.requiresDispatch': 'Dafür brauchst du die Leitstellen-Rolle.',

  'bank.accountNotFound': 'Konto nicht gefunden.',
  'bank.accountRequestNotFound': 'Kontoantrag nicht gefunden.',
  'bank.walletNotFound': 'Brieftasche nicht gefunden.',
  'bank.newNameRequired': 'Gib bitte einen neuen Kontonamen an.',
  'bank.requestPending': 'Ein Antrag auf ein Konto ({accountType}) wartet bereits auf Genehmigung.',
  'bank.reasonRequired': 'Gib bitte einen Grund für die Genehmigung an.',
  'bank.amountNotPositive': 'Der Betrag muss eine positive Zahl in Cent sein.',
  'bank.amountRequired': 'Gib einen Betrag an.',
  'bank.amountNotNumber': 'Der Betrag muss eine Zahl sein.',
  'bank.amountNotAboveZero': 'Der Betrag muss größer als null sein.',
  'bank.amountDecimals': 'Der Betrag darf höchstens 2 Nachkommastellen haben.',
  'bank.amountTooLarge': 'Der Betrag darf {max} nicht übersteigen.',
  'bank.sameAccount': 'Du kannst kein Geld auf dasselbe Konto überweisen.',
  'bank.noSuchAccount':
    'Es gibt kein Konto mit der Nummer {accountNumber}. Prüfe die Nummer und versuche es noch einmal.',
  'bank.insufficientFunds': 'Nicht genug Guthaben auf dem gewählten Konto.',
  'bank.insufficientCash': 'Du hast nicht genug Bargeld in der Brieftasche.',
  'bank.insufficientForFine':
    'Nicht genug Geld auf dem Girokonto oder in bar, um dieses Bußgeld zu zahlen.',

  'civilians.notFound': 'Zivilperson nicht gefunden.',
  'civilians.limitReached':
    'Du hast schon {max} Zivilpersonen, mehr darf ein Mitglied nicht haben. Lösche eine, um eine neue anzulegen.',
  'civilians.hasWarrant':
    'Gegen diese Zivilperson liegt ein Haftbefehl vor; sie kann nicht gelöscht werden.',
  'civilians.hasUnpaidFines':
    'Diese Zivilperson hat unbezahlte Bußgelder. Zahle sie, bevor du sie löschst.',
  'civilians.hasMoney':
    'Diese Zivilperson hat noch Geld. Verschiebe Bargeld und Kontostände zu einer anderen Zivilperson, bevor du sie löschst.',
  'civilians.licenseAlreadyHeld': 'Diese Zivilperson besitzt diese Lizenz bereits.',
  'civilians.licenseRoleRequired': 'Dir fehlt die Rolle, um diese Lizenz zu vergeben.',
  'civilians.dmvTestNotFound': 'Führerscheinprüfung nicht gefunden.',
  'civilians.dmvTestMismatch': 'Die Lizenzart passt nicht zur begonnenen Prüfung.',
  'civilians.dmvTestSubmitted': 'Diese Prüfung wurde bereits abgegeben.',
  'civilians.dmvTimeLimit': 'Zeit abgelaufen. Prüfung beendet.',
  'civilians.serialNumberFixed': 'Die Seriennummer kann nicht geändert werden.',
  'civilians.birthDateFuture': 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
  'civilians.yearTooLate': 'Das Baujahr darf höchstens {latest} sein.',
  'civilians.duplicatePlate': 'Ein Fahrzeug mit diesem Kennzeichen ist bereits zugelassen.',
  'civilians.duplicateVin': 'Ein Fahrzeug mit dieser FIN ist bereits zugelassen.',
  'civilians.duplicateSerial': 'Eine Waffe mit dieser Seriennummer ist bereits registriert.',
  'civilians.vehicleNotFound': 'Fahrzeug nicht gefunden.',
  'civilians.weaponNotFound': 'Waffe nicht gefunden.',
  'civilians.alreadyStolen': '{plate} ist bereits als gestohlen gemeldet.',
  'civilians.notStolen': '{plate} ist nicht als gestohlen gemeldet.',

  'dispatch.unitNotFound': 'Einheit nicht gefunden.',
  'dispatch.callNotFound': 'Einsatz nicht gefunden.',
  'dispatch.boloNotFound': 'Fahndung (BOLO) nicht gefunden.',
  'dispatch.boloAlreadyCleared': 'Diese Fahndung (BOLO) ist bereits aufgehoben.',
  'dispatch.panicNotFound': 'Notrufalarm nicht gefunden.',
  'dispatch.officerNotFound': 'Beamter nicht gefunden.',
  'dispatch.officerProfileNotFound': 'Beamtenprofil nicht gefunden.',
  'dispatch.safrProfileNotFound': 'Feuerwehr-/Rettungsdienstprofil nicht gefunden.',
  'dispatch.unitNotOnCall': 'Diese Einheit ist diesem Einsatz nicht zugewiesen.',
  'dispatch.callClosed': 'Einsatz #{callNumber} ist bereits abgeschlossen.',
  'dispatch.callNotesOnlyAttached':
    'Nur Einheiten im Einsatz #{callNumber} und die Leitstelle können seine Notizen lesen oder ergänzen.',
  'dispatch.unitOffDuty': '{callsign} ist außer Dienst.',
  'dispatch.selfOffDutyPolice': 'Du bist außer Dienst. Melde dich zuerst mit 10-8 zum Dienst.',
  'dispatch.selfOffDutySafr': 'Du bist außer Dienst. Melde dich zuerst mit „Available“ zum Dienst.',
  'dispatch.otherRoster':
    '{callsign} gehört zur Dienststelle {department}, nicht zu {ownDepartment}.',
  'dispatch.onlyAttachSafr': 'Du kannst nur Feuerwehr-/Rettungseinheiten zuweisen.',
  'dispatch.onlyDetachSafr': 'Du kannst nur Feuerwehr-/Rettungseinheiten abziehen.',
  'dispatch.onDutyElsewherePolice':
    'Du bist mit deinem Profil bei {department} im Dienst. Melde dich dort zuerst ab (10-7).',
  'dispatch.onDutyElsewhereSafr':
    'Du bist mit deinem Profil bei {department} im Dienst. Geh dort zuerst auf „Out of Service“.',
  'dispatch.onDutyElsewhereOfficer':
    'Du bist mit deinem Beamtenprofil bei {department} im Dienst. Melde dich dort zuerst ab (10-7).',
  'dispatch.onDutyElsewhereFireRescue':
    'Du bist mit deinem Feuerwehr-/Rettungsdienstprofil bei {department} im Dienst. Geh dort zuerst auf „Out of Service“.',
  'dispatch.officerProfileExists':
    'Du hast schon ein Beamtenprofil in der Dienststelle {department}.',
  'dispatch.safrProfileExists':
    'Du hast schon ein Feuerwehr-/Rettungsdienstprofil in der Dienststelle {department}.',
  'dispatch.callsignTaken':
    'Das Rufzeichen {callsign} ist in der Dienststelle {department} bereits vergeben.',
  'dispatch.registerOfficerFirst': 'Lege zuerst dein Beamtenprofil an.',
  'dispatch.registerSafrFirst': 'Lege zuerst dein Feuerwehr-/Rettungsdienstprofil an.',
  'dispatch.registerSelfOnly': 'Du kannst nur dich selbst registrieren.',
  'dispatch.registerSelfOnlyOfficer': 'Du kannst nur dich selbst als Beamten registrieren.',
  'departments.choose': 'Wähle eine Dienststelle.',
  'departments.notPolice':
    '{department} ist keine Polizeidienststelle. Wähle eine Polizeidienststelle.',
  'departments.notFireRescue':
    '{department} ist weder Feuerwehr noch Rettungsdienst. Wähle eine solche Dienststelle.',
  'departments.archived':
    '{department} ist archiviert: Sie nimmt keine neuen Profile, Einsätze, BOLOs, Berichte oder Haftbefehle an.',
  'dispatch.departmentRoleRequired': 'Dir fehlt die Rolle der Dienststelle {department}.',
  'dispatch.openCallsLimit':
    'Du hast schon {max} offene Notrufe. Warte, bis die Leitstelle einen abschließt, bevor du erneut anrufst.',
  'dispatch.callTooSoonOne':
    'Du hast vor weniger als einer Minute den Notruf gewählt. Versuche es in {seconds} Sekunde noch einmal.',
  'dispatch.callTooSoon':
    'Du hast vor weniger als einer Minute den Notruf gewählt. Versuche es in {seconds} Sekunden noch einmal.',

  'requests.alreadyApproved': 'Dieser Antrag wurde bereits genehmigt.',
  'requests.alreadyRejected': 'Dieser Antrag wurde bereits abgelehnt.',
  'requests.alreadyDenied': 'Dieser Antrag wurde bereits abgelehnt.',

  'records.recordNotFound': 'Akteneintrag nicht gefunden.',
  'records.warrantNotFound': 'Haftbefehl nicht gefunden.',
  'records.warrantNotActive': 'Haftbefehl nicht aktiv.',
  'records.warrantResolved': 'Dieser Haftbefehl ist bereits erledigt.',
  'records.warrantExpiryPast': 'Das Ablaufdatum muss in der Zukunft liegen.',
  'records.offenseRequired': 'Füge mindestens einen Tatbestand hinzu.',
  'records.offenseNotFound': 'Tatbestand nicht gefunden.',
  'records.offenseUnknown': 'Einer der Tatbestände steht nicht im Bußgeldkatalog.',
  'records.offenseRetired': '„{title}“ wurde außer Kraft gesetzt.',
  'records.offenseDuplicate': 'Ein Tatbestand mit diesem Titel existiert bereits.',
  'records.customFineTooHigh':
    'Das Bußgeld eines eigenen Tatbestands darf höchstens ${max} betragen.',
  'records.customJailTooLong':
    'Die Haftzeit eines eigenen Tatbestands darf höchstens {max} Minuten betragen.',
  'records.fineNotPositive': 'Ein Bußgeld muss ein positiver Betrag sein.',
  'records.fineNeedsReference': 'Ein Bußgeld braucht ein Aktenzeichen.',
  'records.noFine': 'Zu diesem Akteneintrag ist kein Bußgeld zu zahlen.',
  'records.fineOwnerOnly': 'Nur der Besitzer der belangten Zivilperson kann dieses Bußgeld zahlen.',
  'records.fineExpunged':
    'Dieser Akteneintrag wurde getilgt: Sein Bußgeld kann nicht mehr gezahlt werden.',
  'records.expungementNotFound': 'Tilgungsantrag nicht gefunden.',
  'records.expungementPending': 'Für diesen Akteneintrag liegt bereits ein Tilgungsantrag vor.',
  'records.alreadyExpunged': 'Dieser Akteneintrag wurde bereits getilgt.',
  'records.noCivilianMatch': 'Keine Zivilperson passt zu diesem Namen oder dieser SSN.',
  'records.noVehicleMatch': 'Kein Fahrzeug passt zu diesem Kennzeichen oder dieser FIN.',
  'records.noWeaponMatch': 'Keine Waffe passt zu dieser Seriennummer.',

  'safr.noOwnReports': 'Nur Mitglieder von Feuerwehr/Rettungsdienst haben eigene Berichte.',
  'safr.patientNotFound': 'Patient nicht gefunden.',
  'safr.patientCareReportNotFound': 'Patientenprotokoll nicht gefunden.',
  'safr.fireIncidentReportNotFound': 'Brandeinsatzbericht nicht gefunden.',
  'safr.patientCareReportsForWhom':
    'Patientenprotokolle sind für Feuerwehr/Rettungsdienst und das Team.',
  'safr.fireIncidentReportsForWhom':
    'Brandeinsatzberichte sind für Feuerwehr/Rettungsdienst und das Team.',
  'safr.alreadyDeceased': 'Diese Zivilperson ist bereits als verstorben erfasst.',
  'safr.alreadyAlive': 'Diese Zivilperson ist bereits als lebend erfasst.',

  'staff.endNotIso': 'Das Ende muss ein ISO-Datum mit Uhrzeit sein, etwa 2026-06-05T14:00:00Z.',
  'roster.departmentNotFound': 'Abteilung nicht gefunden.',
  'roster.profileNotFound': 'Dieses Profil steht in keiner Dienstliste.',
  'roster.notSupervisor':
    'Nur Vorgesetzte dieser Abteilung oder das Community-Team dürfen ihre Dienstliste verwalten.',
  'roster.rankNotInDepartment': 'Wähle einen Dienstgrad dieser Abteilung.',
  'roster.divisionNotInDepartment': 'Wähle Einheiten dieser Abteilung.',
  'roster.callsignPattern':
    'Das Rufzeichen muss dem Muster der Abteilung {pattern} folgen, mit einer Zahl statt der geschweiften Klammern.',
  'staff.memberNotFound': 'Mitglied nicht gefunden.',
  'staff.cannotSuspendSelf': 'Du kannst dich nicht selbst sperren.',
  'staff.cannotSuspendStaff': 'Teammitglieder können nicht gesperrt werden.',
  'staff.suspensionEndPast': 'Das Ende der Sperre muss in der Zukunft liegen.',
  'staff.alreadySuspended': 'Dieses Mitglied ist bereits gesperrt.',
  'staff.notSuspended': 'Dieses Mitglied ist nicht gesperrt.',
  'staff.suspendedUntil': 'Dein Zugang ist bis {until} gesperrt. Grund: {reason}',
  'staff.suspendedUntilLifted':
    'Dein Zugang ist gesperrt, bis das Team die Sperre aufhebt. Grund: {reason}',
  'staff.deliveryNotFound': 'Zustellung nicht gefunden.',
  'staff.onlyFailedRetried': 'Nur fehlgeschlagene Zustellungen können erneut versucht werden.',
  // Was eine gelungene Anfrage sagt.
  'auth.done.signedOut': 'Abgemeldet.',
  'roster.done.updated': 'Dienstplan aktualisiert.',
  'departments.done.partSaved': 'Gespeichert.',
  'departments.done.orderSaved': 'Reihenfolge gespeichert.',
  'departments.done.partArchived': 'Archiviert.',
  'departments.done.created': 'Abteilung angelegt.',
  'departments.done.saved': 'Abteilung gespeichert.',
  'departments.done.archived': 'Abteilung archiviert.',
  'departments.done.restored': 'Abteilung wiederhergestellt.',
  'departments.done.webhookSaved': 'Webhook gespeichert.',
  'departments.done.webhookCleared': 'Webhook entfernt.',
  'departments.done.testQueued': 'Testbeitrag zur Zustellung eingereiht.',
  'roles.done.mappingSaved': 'Rollenzuordnung gespeichert.',
  'roles.done.resyncStarted': 'Die Rollen aller Mitglieder werden von Discord abgeglichen.',
  'bank.done.accountRequested': 'Kontoantrag eingereicht.',
  'bank.done.accountOpened': 'Konto erfolgreich eröffnet.',
  'bank.done.deposited': 'Einzahlung von {amount} eingereicht.',
  'bank.done.withdrawn': 'Abhebung von {amount} eingereicht.',
  'bank.done.transferred': 'Überweisung erfolgreich ausgeführt.',
  'bank.done.renamed': 'Konto erfolgreich umbenannt.',
  'bank.done.requestApproved': 'Antrag genehmigt: Das Konto ist eröffnet.',
  'bank.done.requestRejected': 'Antrag abgelehnt.',
  'civilians.done.created': 'Zivilperson erfolgreich angelegt.',
  'civilians.done.updated': 'Zivilperson erfolgreich aktualisiert.',
  'civilians.done.deleted': 'Zivilperson gelöscht.',
  'civilians.done.deceased': 'Zivilperson als verstorben eingetragen.',
  'civilians.done.licenseAdded': 'Lizenz erfolgreich hinzugefügt.',
  'civilians.done.dmvResultSaved': 'Dein Testergebnis wurde gespeichert.',
  'civilians.done.medicalRecordAdded': 'Krankenakteneintrag erfolgreich hinzugefügt.',
  'civilians.done.vehicleRegistered': 'Fahrzeug erfolgreich zugelassen.',
  'civilians.done.vehicleDeleted': 'Fahrzeug gelöscht.',
  'civilians.done.vehicleStolen':
    '{plate} als gestohlen gemeldet. Die Fahndung (BOLO) ging an die Beamten bei {department}.',
  'civilians.done.vehicleRecovered': '{plate} wiedergefunden. Die Fahndung (BOLO) ist aufgehoben.',
  'civilians.done.weaponRegistered': 'Waffe erfolgreich registriert.',
  'civilians.done.weaponUpdated': 'Waffe aktualisiert.',
  'civilians.done.weaponDeleted': 'Waffe gelöscht.',
  'dispatch.done.callCreated': 'Einsatz #{callNumber} angelegt.',
  'dispatch.done.callClosed': 'Einsatz #{callNumber} abgeschlossen.',
  'dispatch.done.fireRequested': 'Feuerwehr für Einsatz #{callNumber} angefordert.',
  'dispatch.done.emsRequested': 'Rettungsdienst für Einsatz #{callNumber} angefordert.',
  'dispatch.done.fireAndEmsRequested':
    'Feuerwehr und Rettungsdienst für Einsatz #{callNumber} angefordert.',
  'dispatch.done.unitAssigned': '{callsign} dem Einsatz #{callNumber} zugewiesen.',
  'dispatch.done.someUnitAssigned': 'Einheit dem Einsatz #{callNumber} zugewiesen.',
  'dispatch.done.clockedIn': 'Im Dienst.',
  'dispatch.done.clockedOut': 'Außer Dienst.',
  'dispatch.done.boloCreated': 'Fahndung (BOLO) ausgeschrieben.',
  'dispatch.done.boloCleared': 'Fahndung (BOLO) aufgehoben.',
  'dispatch.done.panicSent': 'Notrufalarm ausgelöst.',
  'dispatch.done.panicAcknowledged': 'Notrufalarm bestätigt.',
  'dispatch.done.emergencyCallReceived': 'Notruf eingegangen (#{callNumber}). Hilfe ist unterwegs.',
  'dispatch.done.registered': '{unit} registriert.',
  'dispatch.done.registeredOffDutyPolice':
    '{unit} registriert, außer Dienst. Du bist mit deinem Profil bei {department} im Dienst. Melde dich dort zuerst ab (10-7).',
  'dispatch.done.registeredOffDutySafr':
    '{unit} registriert, außer Dienst. Du bist mit deinem Profil bei {department} im Dienst. Geh dort zuerst auf „Out of Service“.',
  'dispatch.done.registeredOffDutyOfficer':
    '{unit} registriert, außer Dienst. Du bist mit deinem Beamtenprofil bei {department} im Dienst. Melde dich dort zuerst ab (10-7).',
  'dispatch.done.registeredOffDutyFireRescue':
    '{unit} registriert, außer Dienst. Du bist mit deinem Feuerwehr-/Rettungsdienstprofil bei {department} im Dienst. Geh dort zuerst auf „Out of Service“.',
  'records.done.offenseAdded': 'Tatbestand hinzugefügt.',
  'records.done.offenseUpdated': 'Tatbestand aktualisiert.',
  'records.done.offenseRetired': 'Tatbestand außer Kraft gesetzt.',
  'records.done.offenseRestored': 'Tatbestand wieder in Kraft gesetzt.',
  'records.done.recordSubmitted': '✅ Bericht erfolgreich eingereicht.',
  'records.done.reportSubmitted': 'Bericht eingereicht.',
  'records.done.incidentReportSubmitted': 'Bericht eingereicht!',
  'records.done.warrantCreated': 'Haftbefehl erlassen.',
  'records.done.warrantResolved': 'Haftbefehl erledigt.',
  'records.done.finePaidFromChecking': 'Bußgeld von {amount} von deinem Girokonto bezahlt.',
  'records.done.finePaidFromCash': 'Bußgeld von {amount} in bar bezahlt.',
  'records.done.fineAlreadyPaid': 'Dieses Bußgeld wurde bereits bezahlt.',
  'records.done.expungementRequested': 'Tilgung beantragt. Die Verwaltung prüft den Antrag.',
  'safr.done.patientCareReportFiled': 'Patientenprotokoll eingereicht.',
  'safr.done.fireIncidentReportFiled': 'Brandeinsatzbericht eingereicht.',
  'safr.done.declaredDeceased': '{name} für tot erklärt.',
  'safr.done.declaredAlive': '{name} für lebend erklärt.',
  'staff.done.languageSaved': 'Standardsprache gespeichert.',
  'staff.done.expungementApproved': 'Tilgung genehmigt: Der Akteneintrag ist ausgeblendet.',
  'staff.done.expungementDenied': 'Tilgung abgelehnt.',
  'staff.done.memberSuspended': 'Mitglied gesperrt und abgemeldet.',
  'staff.done.suspensionLifted': 'Sperre aufgehoben.',
  'staff.done.deliveryQueuedAgain': 'Zustellung erneut eingereiht.',
  'staff.done.dmQueued': 'Nachricht zur Zustellung eingereiht.',
  'staff.done.dmAlreadyQueued': 'Diese Nachricht ist bereits eingereiht.',
  'auth.notMemberRole':
    'Deine Rollen im Discord-Server der Community erlauben keine Anmeldung hier.',
  'roles.unknownRole': '{roleId} ist keine Rolle des Discord-Servers der Community.',
  'roles.unknownDepartment': 'Die Abteilung {department} gibt es nicht.',
  'roles.unknownRank': 'Den Rang {rank} gibt es nicht.',
  'roles.guildUnreadable':
    'Discord hat die Rollen des Servers nicht geliefert. Prüfe das Bot-Token und versuche es in einer Minute noch einmal.',
  'roles.resyncNeedsDiscord':
    'Zum Abgleichen der Mitglieder muss der Bot im Discord-Server der Community sein.',

  // Staff: departments, divisions and ranks.
  'departments.notFound': 'Abteilung nicht gefunden.',
  'departments.divisionNotFound': 'Einheit nicht gefunden.',
  'departments.rankNotFound': 'Dienstgrad nicht gefunden.',
  'departments.nameTaken': 'Eine andere Abteilung trägt bereits diesen Namen.',
  'departments.shortNameTaken': 'Eine andere Abteilung verwendet dieses Kürzel bereits.',
  'departments.divisionNameTaken': 'Diese Abteilung hat bereits eine Einheit mit diesem Namen.',
  'departments.rankNameTaken': 'Diese Abteilung hat bereits einen Dienstgrad mit diesem Namen.',
  'departments.servicesRequired': 'Wähle mindestens eines aus: Polizei, Feuerwehr, Rettungsdienst.',
  'departments.colourFormat': 'Gib eine Farbe als #rrggbb an, z. B. #1f6feb.',
  'departments.callsignPattern':
    'Verwende 1 bis 32 Buchstaben, Ziffern, Bindestriche und Leerzeichen, mit {placeholder} genau einmal (z. B. {example}).',
  'departments.webhookUrl':
    'Gib eine Discord-Webhook-URL ein, z. B. https://discord.com/api/webhooks/123/abc.',
  'departments.reportWebhookMissing': 'Für diese Abteilung ist kein Berichts-Webhook eingerichtet.',
  'departments.dispatchWebhookMissing':
    'Für diese Abteilung ist kein Leitstellen-Webhook eingerichtet.',
  'departments.orderMismatch': 'Die neue Reihenfolge muss jeden Eintrag genau einmal enthalten.',
  'departments.alreadyArchived': 'Das ist bereits archiviert.',
  'departments.notArchived': 'Das ist nicht archiviert.',
  'setup.noBotToken':
    'Das Bot-Token fehlt: DISCORD_BOT_TOKEN in der Umgebung setzen und neu starten.',
  'setup.botTokenRejected':
    'Discord hat das Bot-Token abgelehnt: ein neues Token aus dem Discord-Entwicklerportal in DISCORD_BOT_TOKEN eintragen und neu starten.',
  'setup.discordUnreachable':
    'Discord hat nicht geantwortet: prüfen, ob dieser Server discord.com erreicht, dann neu laden.',
  'setup.discordAppOk': 'Die Discord-Anwendung antwortet auf das Bot-Token.',
  'setup.botNotInGuild':
    'Der Bot ist nicht auf dem Discord-Server der Community: ihn mit dem Link aus der Discord-Einrichtungsanleitung einladen.',
  'setup.botInGuildOk': 'Der Bot ist auf dem Discord-Server der Community.',
  'setup.rolesUnreadable':
    'Der Bot kann die Rollen des Servers nicht lesen: prüfen, ob er auf dem Server ist, dann neu laden.',
  'setup.rolesReadableOk': 'Die Rollen des Servers sind lesbar.',
  'setup.botPermissionsMissing':
    'Dem Bot fehlt {permissions}: seiner Rolle diese Berechtigungen in den Servereinstellungen geben.',
  'setup.botPermissionsOk': 'Der Bot darf Kanäle sehen, Nachrichten senden und Links einbetten.',
  'setup.departmentNoRoles':
    '{department} hat keine Discord-Rollen, daher darf jedes Mitglied seines Dienstes darin dienen: seine Rollen auf der Rollen-Seite zuordnen.',
  'setup.departmentRolesOk': '{department} hat seine Discord-Rollen.',
  'setup.departmentNoWebhooks':
    '{department} fehlt der Berichts- oder Leitstellen-Webhook: beide auf der Abteilungen-Seite setzen.',
  'setup.departmentWebhooksOk': '{department} hat seine Berichts- und Leitstellen-Webhooks.',
  'webhooks.urlHttps':
    'Gib eine https://-URL ein (http:// nur zu diesem Rechner, außerhalb der Produktion).',
  'webhooks.urlPrivate':
    'Diese URL zeigt in ein privates Netz: Webhooks gehen nur an öffentliche Adressen.',
  'webhooks.eventsRequired': 'Wähle mindestens ein Ereignis.',
  'webhooks.unknownEvent': 'Unbekanntes Ereignis: wähle eines der aufgeführten Ereignisse.',
  'webhooks.notFound': 'Webhook-Endpunkt nicht gefunden.',
  'webhooks.deliveryNotFound': 'Zustellung nicht gefunden.',
  'webhooks.tooMany': 'Es können höchstens {max} Endpunkte eingerichtet werden.',
  'webhooks.disabled': 'Dieser Endpunkt ist deaktiviert: aktiviere ihn zuerst.',
  'webhooks.done.created':
    'Endpunkt eingerichtet. Kopiere jetzt sein Signaturgeheimnis: es wird nicht erneut angezeigt.',
  'webhooks.done.saved': 'Endpunkt gespeichert.',
  'webhooks.done.rotated':
    'Neues Signaturgeheimnis erstellt. Kopiere es jetzt: es wird nicht erneut angezeigt.',
  'webhooks.done.deleted': 'Endpunkt gelöscht.',
  'webhooks.done.testQueued': 'Testereignis eingereiht.',
  'webhooks.done.replayed': 'Zustellung erneut eingereiht.',
};
