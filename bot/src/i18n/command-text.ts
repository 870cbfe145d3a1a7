/** A command's or option's name and description in one language. */
export interface CommandText {
  name: string;
  description: string;
}

/**
 * The slash commands in German and Spanish, by path: the command's name, then each option's
 * (`911 civilian`, `lookup plate query`). English is the definitions themselves
 * (bot/src/commands/*.ts). Names follow Discord's rules: lowercase, no spaces, 1–32 characters;
 * descriptions 1–100 characters (a test checks every command and option).
 */
export const COMMAND_TEXT: Record<string, { de: CommandText; es: CommandText }> = {
  bank: {
    de: { name: 'bank', description: 'Kontostände und offene Bußgelder deiner Zivilperson' },
    es: { name: 'banco', description: 'Saldos bancarios y multas pendientes de tu civil' },
  },
  'bank civilian': {
    de: { name: 'zivilperson', description: 'Eine deiner Zivilpersonen' },
    es: { name: 'civil', description: 'Uno de tus civiles' },
  },

  buy: {
    de: {
      name: 'kaufen',
      description: 'Einen Artikel im Laden für eine deiner Zivilpersonen kaufen',
    },
    es: {
      name: 'comprar',
      description: 'Comprar un artículo de la tienda para uno de tus civiles',
    },
  },
  'buy item': {
    de: { name: 'artikel', description: 'Was du kaufst' },
    es: { name: 'artículo', description: 'Qué comprar' },
  },
  'buy quantity': {
    de: { name: 'anzahl', description: 'Wie viele (ohne Angabe 1)' },
    es: { name: 'cantidad', description: 'Cuántos (1 si lo dejas vacío)' },
  },
  'buy civilian': {
    de: {
      name: 'zivilperson',
      description: 'Wer kauft (nötig, wenn du mehrere Zivilpersonen hast)',
    },
    es: { name: 'civil', description: 'Quién compra (necesario si tienes más de un civil)' },
  },
  'buy pay_from': {
    de: { name: 'bezahlen_mit', description: 'Bargeld (Standard) oder ein Konto der Zivilperson' },
    es: { name: 'pagar_con', description: 'Efectivo (por defecto) o una de las cuentas del civil' },
  },

  inventory: {
    de: { name: 'inventar', description: 'Was eine deiner Zivilpersonen besitzt' },
    es: { name: 'inventario', description: 'Lo que tiene uno de tus civiles' },
  },
  'inventory civilian': {
    de: {
      name: 'zivilperson',
      description: 'Wessen Inventar (nötig, wenn du mehrere Zivilpersonen hast)',
    },
    es: {
      name: 'civil',
      description: 'De quién es el inventario (necesario si tienes más de un civil)',
    },
  },

  shop: {
    de: { name: 'laden', description: 'Was der Laden verkauft, mit Preisen und Bestand' },
    es: { name: 'tienda', description: 'Lo que vende la tienda, con precios y existencias' },
  },
  'shop page': {
    de: { name: 'seite', description: 'Welche Seite der Liste' },
    es: { name: 'página', description: 'Qué página de la lista' },
  },

  duty: {
    de: { name: 'dienst', description: 'Zum Dienst an- oder abmelden' },
    es: { name: 'servicio', description: 'Entrar o salir de servicio' },
  },
  'duty on': {
    de: { name: 'an', description: 'Zum Dienst anmelden' },
    es: { name: 'entrar', description: 'Entrar de servicio' },
  },
  'duty off': {
    de: { name: 'ab', description: 'Vom Dienst abmelden' },
    es: { name: 'salir', description: 'Salir de servicio' },
  },

  '911': {
    de: { name: '911', description: 'Als eine deiner Zivilpersonen den Notruf 911 wählen' },
    es: { name: '911', description: 'Llamar al 911 como uno de tus civiles' },
  },
  '911 civilian': {
    de: { name: 'zivilperson', description: 'Wer anruft (eine deiner Zivilpersonen)' },
    es: { name: 'civil', description: 'Quién llama (uno de tus civiles)' },
  },
  '911 department': {
    de: { name: 'dienststelle', description: 'Welche Dienststelle den Notruf annimmt' },
    es: { name: 'departamento', description: 'Qué departamento atiende' },
  },
  '911 location': {
    de: { name: 'einsatzort', description: 'Wo du bist' },
    es: { name: 'ubicación', description: 'Dónde estás' },
  },
  '911 description': {
    de: { name: 'lage', description: 'Was passiert' },
    es: { name: 'descripción', description: 'Qué está pasando' },
  },
  '911 services': {
    de: { name: 'kräfte', description: 'Wen du brauchst (Polizei, Feuerwehr, Rettungsdienst)' },
    es: { name: 'servicios', description: 'A quién necesitas (policía, bomberos, ambulancia)' },
  },
  '911 postal': {
    de: { name: 'postal', description: 'Die nächste Postal' },
    es: { name: 'postal', description: 'El postal más cercano' },
  },

  lookup: {
    de: { name: 'abfrage', description: 'Datenbankabfrage (Beamte)' },
    es: { name: 'consulta', description: 'Consultar la base de datos (agentes)' },
  },
  'lookup name': {
    de: { name: 'person', description: 'Eine Person nach Name oder SSN abfragen' },
    es: { name: 'persona', description: 'Buscar a una persona por nombre o SSN' },
  },
  'lookup name query': {
    de: { name: 'suche', description: 'Wonach gesucht wird' },
    es: { name: 'búsqueda', description: 'Qué buscar' },
  },
  'lookup plate': {
    de: { name: 'kennzeichen', description: 'Ein Fahrzeug nach Kennzeichen oder FIN abfragen' },
    es: { name: 'matrícula', description: 'Buscar un vehículo por matrícula o VIN' },
  },
  'lookup plate query': {
    de: { name: 'suche', description: 'Wonach gesucht wird' },
    es: { name: 'búsqueda', description: 'Qué buscar' },
  },
  'lookup serial': {
    de: { name: 'seriennummer', description: 'Eine Waffe nach Seriennummer abfragen' },
    es: { name: 'serie', description: 'Buscar un arma por número de serie' },
  },
  'lookup serial query': {
    de: { name: 'suche', description: 'Wonach gesucht wird' },
    es: { name: 'búsqueda', description: 'Qué buscar' },
  },

  resync: {
    de: {
      name: 'rollenabgleich',
      description: 'Deine Rollen auf der Website aus deinen Rollen auf diesem Server übernehmen',
    },
    es: {
      name: 'resincronizar',
      description: 'Actualizar tus roles en la web a partir de tus roles en este servidor',
    },
  },

  status: {
    de: {
      name: 'status',
      description:
        'Deinen Einheitenstatus setzen (Polizei: 10-Codes; Feuerwehr: Available, En Route, …)',
    },
    es: {
      name: 'estado',
      description:
        'Fijar el estado de tu unidad (agentes: códigos 10; bomberos: Available, En Route, …)',
    },
  },
  'status code': {
    de: { name: 'code', description: 'Der Status, der gesetzt wird' },
    es: { name: 'código', description: 'El estado que quieres fijar' },
  },
};

/** The services a 911 caller asks for, as the /911 `services` choices name them. */
export const SERVICE_NAMES: Record<'de' | 'es', Record<'police' | 'fire' | 'ems', string>> = {
  de: { police: 'Polizei', fire: 'Feuerwehr', ems: 'Rettungsdienst' },
  es: { police: 'Policía', fire: 'Bomberos', ems: 'Ambulancia' },
};
