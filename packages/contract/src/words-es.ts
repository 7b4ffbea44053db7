/**
 * The Spanish of the fixed words the contract gives both sides (menu entries, permission and state
 * labels, field labels, validation messages), keyed by their English, which stays as the spec
 * writes it (docs/decisions/273). The server answers with them; the web app loads them into its
 * Spanish catalogue and shows a contract word with `i18n._(english)`.
 */
export const WORDS_ES: Record<string, string> = {
  // The login page's first paint (login-first-paint.ts): the same Spanish as the app's login page
  'Demo portal': 'Portal de demostración',
  "This portal holds the demo accounts and their published password. Use it to try the portal, not for a real store's records.":
    'Este portal tiene las cuentas de demostración y su contraseña publicada. Úsalo para probar el portal, no para los registros de una tienda real.',
  'Username or Email': 'Usuario o correo',
  Password: 'Contraseña',
  'Toggle password visibility': 'Mostrar u ocultar la contraseña',
  'Remember me': 'Recordarme',
  'Forgot password?': '¿Olvidaste tu contraseña?',
  Login: 'Iniciar sesión',
  'Management Portal': 'Portal de gestión',
  "Sign in to run your store's day.": 'Inicia sesión para llevar el día de tu tienda.',
  Language: 'Idioma',
  'Login · Dripp Portal': 'Iniciar sesión · Dripp Portal',
  // Checklist shifts
  'Opening Shift': 'Turno de apertura',
  'Mid Shift': 'Turno intermedio',
  'Closing Shift': 'Turno de cierre',
  'Weekly Tasks': 'Tareas semanales',
  // A store's day: its items and their states
  'Opening checklist': 'Lista de verificación de apertura',
  'Mid checklist': 'Lista de verificación intermedia',
  'Closing checklist': 'Lista de verificación de cierre',
  'Weekly checklist': 'Lista de verificación semanal',
  'Cash count': 'Conteo de caja',
  'Closing comm sheet': 'Hoja de comunicación de cierre',
  Upcoming: 'Próximo',
  Due: 'Pendiente',
  Done: 'Hecho',
  'Done late': 'Hecho tarde',
  Missed: 'No hecho',
  // Weekdays
  Monday: 'Lunes',
  Tuesday: 'Martes',
  Wednesday: 'Miércoles',
  Thursday: 'Jueves',
  Friday: 'Viernes',
  Saturday: 'Sábado',
  Sunday: 'Domingo',
  // The overview's periods
  'This week': 'Esta semana',
  'Last week': 'La semana pasada',
  'This month': 'Este mes',
  'Last month': 'El mes pasado',
  Custom: 'Personalizado',
  // Suggested orders
  'No suggestion yet: fewer than 3 orders of this product at this store':
    'Todavía no hay sugerencia: menos de 3 pedidos de este producto en esta tienda',
  "No suggestion: this vendor's delivery days at this store are not set":
    'Sin sugerencia: los días de entrega de este proveedor en esta tienda no están definidos',
  // Delivery schedules
  'Pick the delivery days': 'Elige los días de entrega',
  'Pick at least one delivery day': 'Elige al menos un día de entrega',
  'Lead time must be a whole number of days': 'La anticipación debe ser un número entero de días',
  'Lead time cannot be negative': 'La anticipación no puede ser negativa',
  'Lead time may be at most 14 days': 'La anticipación puede ser de 14 días como máximo',
  'Use a time such as 07:00': 'Usa una hora como 07:00',
  'Pick a weekday': 'Elige un día de la semana',
  // Order history's ranges (This month and Last month are the overview's)
  Today: 'Hoy',
  Yesterday: 'Ayer',
  'Last 7 days': 'Últimos 7 días',
  'Last 30 days': 'Últimos 30 días',
  'Last 60 days': 'Últimos 60 días',
  // Corrective actions: statuses, sources, priorities, what closing needs, when a score item fails
  Open: 'Abierto',
  'In progress': 'En curso',
  Verified: 'Verificado',
  Reopened: 'Reabierto',
  Evaluation: 'Evaluación',
  Incident: 'Incidente',
  'Missed checklist': 'Lista de verificación no hecha',
  'By hand': 'A mano',
  Low: 'Baja',
  Medium: 'Media',
  High: 'Alta',
  Urgent: 'Urgente',
  'Nothing more': 'Nada más',
  'A note': 'Una nota',
  'A photo': 'Una foto',
  'Below its permissible score': 'Por debajo de su puntuación permitida',
  'Scored zero': 'Obtuvo cero',
  'Scored at most': 'Obtuvo como máximo',
};

/** A contract word in `language`: the English itself when there is no Spanish for it. */
export const inLanguage = (english: string, language: string): string =>
  (language === 'es' && WORDS_ES[english]) || english;
