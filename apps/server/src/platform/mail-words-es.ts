/**
 * The Spanish of what the server sends on its own (mail, notifications in the bell, by push and by
 * mail), keyed like SERVER_WORDS_ES (words-es.ts) by the English the code writes, in ICU form.
 */
export const MAIL_WORDS_ES: Record<string, string> = {
  // Mail: invitations and password resets
  'Hello {name},': 'Hola, {name}:',
  'Reset your Dripp Portal password': 'Restablece tu contraseña del Dripp Portal',
  'We received a request to reset the password of your Dripp Portal account.':
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta del Dripp Portal.',
  'Reset password': 'Restablecer contraseña',
  'The link works once and expires in 1 hour. If you did not ask for it, you can ignore this message.':
    'El enlace funciona una sola vez y vence en 1 hora. Si no lo pediste, puedes ignorar este mensaje.',
  'Your Dripp Portal account': 'Tu cuenta del Dripp Portal',
  'An account has been created for you on the Dripp Portal. Choose a password to start using it.':
    'Te creamos una cuenta en el Dripp Portal. Elige una contraseña para empezar a usarla.',
  'Create password': 'Crear contraseña',
  'The link works once and expires in 7 days.': 'El enlace funciona una sola vez y vence en 7 días.',

  // Notifications (bell, push, mail): reminders, escalations, corrective actions
  'You can turn these messages off in your profile.': 'Puedes desactivar estos mensajes en tu perfil.',
  'Open it in the Dripp Portal: {link}': 'Ábrelo en el Dripp Portal: {link}',
  'Open the Dripp Portal: {link}': 'Abre el Dripp Portal: {link}',
  '{count} notifications from the Dripp Portal': '{count} notificaciones del Dripp Portal',
  'You were sent {sent} notifications by mail in the last {minutes} minutes, so these {count} come together in one mail. Each is also in the bell of the Dripp Portal.':
    'Te enviamos {sent} notificaciones por correo en los últimos {minutes} minutos, así que estas {count} llegan juntas en un correo. Cada una también está en la campana del Dripp Portal.',
  '{item} is due': 'Toca ahora: {item}',
  '{store}: the {item} was due at {time}.': '{store}: {item} tocaba a las {time}.',
  '{item} is late at {store}': 'Atrasado en {store}: {item}',
  '{store}: the {item} was due at {time} and is still not done.':
    '{store}: {item} tocaba a las {time} y todavía no está hecho.',
  "{store}: the {item} was due at {time} and is still not done. The store's manager has been told.":
    '{store}: {item} tocaba a las {time} y todavía no está hecho. Ya se avisó al gerente de la tienda.',
  'opening checklist': 'la lista de verificación de apertura',
  'mid checklist': 'la lista de verificación intermedia',
  'closing checklist': 'la lista de verificación de cierre',
  'weekly checklist': 'la lista de verificación semanal',
  'cash count': 'el conteo de caja',
  'closing comm sheet': 'la hoja de comunicación de cierre',
  // Food safety's items of a store's day and their escalation (features/food-safety/food-clock.ts, food-escalations.ts)
  '{unit} reading': 'la lectura de {unit}',
  '{unit} re-check': 'la nueva revisión de {unit}',
  '{hours}-hour cooling check of {item}': 'el control de enfriamiento de {hours} horas de {item}',
  'Re-check missed at {store}: {unit}': 'Nueva revisión no hecha en {store}: {unit}',
  'Still out of range at {store}: {unit}': 'Sigue fuera de rango en {store}: {unit}',
  '{store}: the re-check of {unit} due at {time} was not taken. Open food safety: the unit can get a service ticket in one tap there.':
    '{store}: la nueva revisión de {unit} de las {time} no se hizo. Abre Inocuidad alimentaria: ahí puedes pedir servicio técnico para el equipo con un toque.',
  '{store}: the re-check of {unit} due at {time} was still out of range. Open food safety: the unit can get a service ticket in one tap there.':
    '{store}: la nueva revisión de {unit} de las {time} sigue fuera de rango. Abre Inocuidad alimentaria: ahí puedes pedir servicio técnico para el equipo con un toque.',
  'Cooling check missed at {store}: {item}': 'Control de enfriamiento no hecho en {store}: {item}',
  '{store}: the {hours}-hour check of {item}, due at {time}, was not taken. Open food safety to discard or reheat it.':
    '{store}: el control de {hours} horas de {item}, de las {time}, no se hizo. Abre Inocuidad alimentaria para desecharlo o recalentarlo.',
  '{day} at {time}': '{day} a las {time}',
  'Action due: {title}': 'Acción pendiente: {title}',
  'Action overdue: {title}': 'Acción vencida: {title}',
  '{store}: "{title}" is due on {date}.': '{store}: "{title}" vence el {date}.',
  '{store}: "{title}" was due on {date} and is not done yet.':
    '{store}: "{title}" venció el {date} y aún no está hecha.',
  once: 'una vez',
  '{count} times': '{count} veces',
  // Mail: HR documents
  'Hello,': 'Hola:',
  'Attached is the following document from Dripp Coffee:':
    'Te enviamos adjunto el siguiente documento de Dripp Coffee:',
  'Attached are the following documents from Dripp Coffee:':
    'Te enviamos adjuntos los siguientes documentos de Dripp Coffee:',
  'Please read, complete where asked, and return them to your store manager.':
    'Léelos, complétalos donde se pide y devuélvelos al gerente de tu tienda.',
  'Dripp document: {title}': 'Documento de Dripp: {title}',
  'Dripp documents ({count})': 'Documentos de Dripp ({count})',
  // Mail: the morning digest (its frame, and the lines whose pattern is here)
  'Morning digest for {day}: {state}': 'Resumen de la mañana del {day}: {state}',
  'nothing to report': 'nada que reportar',
  '1 store needs attention': '1 tienda necesita atención',
  '{count} stores need attention': '{count} tiendas necesitan atención',
  "Good morning, {name}. Here is yesterday ({day}, on each store's own clock) at the stores you oversee, and what is open now.":
    'Buenos días, {name}. Aquí está el día de ayer ({day}, con la hora de cada tienda) en las tiendas que supervisas, y lo que sigue abierto.',
  "Good morning. Here is yesterday ({day}, on each store's own clock) at the stores you oversee, and what is open now.":
    'Buenos días. Aquí está el día de ayer ({day}, con la hora de cada tienda) en las tiendas que supervisas, y lo que sigue abierto.',
  'You get this mail because the morning digest is on in your profile. You can change its time or turn it off there.':
    'Recibes este correo porque el resumen de la mañana está activado en tu perfil. Ahí puedes cambiar la hora o desactivarlo.',
  Profile: 'Perfil',
  Summary: 'Resumen',
  'Nothing to report': 'Nada que reportar',
  'Nothing to report at your store.': 'Nada que reportar en tu tienda.',
  'Nothing to report at your {count} stores.': 'Nada que reportar en tus {count} tiendas.',
  '1 of 1 store needs attention.': '1 de 1 tienda necesita atención.',
  '1 of {total} stores needs attention.': '1 de {total} tiendas necesita atención.',
  '{count} of {total} stores need attention.': '{count} de {total} tiendas necesitan atención.',
  'Recorded nothing yesterday: {stores}.': 'No registraron nada ayer: {stores}.',
  'Recorded nothing yesterday: no comm sheet, checklist, cash count or waste entry':
    'No registró nada ayer: ni hoja de comunicación, ni lista de verificación, ni conteo de caja, ni mermas',
  'Missed: {items}': 'No hecho: {items}',
  'Done late: {items}': 'Hecho tarde: {items}',
  'New incident #{number}: {subject}': 'Incidente nuevo #{number}: {subject}',
  'New service ticket for {day} ({urgency})': 'Ticket de servicio nuevo del {day} ({urgency})',
  'Overdue actions ({count}): {list}': 'Acciones vencidas ({count}): {list}',
  'Deposits not verified after two days ({count}): {list}':
    'Depósitos sin verificar después de dos días ({count}): {list}',
  // Mail: a service ticket, when its provider's address is a person's account
  Address: 'Dirección',
  Date: 'Fecha',
  Urgency: 'Urgencia',
  'Requested by': 'Pedido por',
  'Sent by': 'Enviado por',
  'Photos and videos': 'Fotos y videos',
  '{title} (store #{number})': '{title} (tienda #{number})',
  'CRITICAL: ': 'CRÍTICO: ',
  'Service request from {title} (store #{number})': 'Solicitud de servicio de {title} (tienda #{number})',
  'Service request for {provider}': 'Solicitud de servicio para {provider}',
  // The digest's totals, one part at a time, and its cash and waste lines
  '1 missed item': '1 tarea no hecha',
  '{count} missed items': '{count} tareas no hechas',
  '1 late item': '1 tarea atrasada',
  '{count} late items': '{count} tareas atrasadas',
  '1 overdue action': '1 acción vencida',
  '{count} overdue actions': '{count} acciones vencidas',
  '1 flagged cash count': '1 conteo de caja marcado',
  '{count} flagged cash counts': '{count} conteos de caja marcados',
  '1 deposit to verify': '1 depósito por verificar',
  '{count} deposits to verify': '{count} depósitos por verificar',
  '1 store with high waste': '1 tienda con muchas mermas',
  '{count} stores with high waste': '{count} tiendas con muchas mermas',
  '1 new incident': '1 incidente nuevo',
  '{count} new incidents': '{count} incidentes nuevos',
  '1 new service ticket': '1 ticket de servicio nuevo',
  '{count} new service tickets': '{count} tickets de servicio nuevos',
  'Cash count flagged: {gap} {amount}, beyond the {tolerance} tolerance. Reason given: {reason}':
    'Conteo de caja marcado: {amount} de {gap}, más allá de la tolerancia de {tolerance}. Motivo: {reason}',
  'Cash count flagged: {gap} {amount}, beyond the {tolerance} tolerance':
    'Conteo de caja marcado: {amount} de {gap}, más allá de la tolerancia de {tolerance}',
  'Cash count flagged: {gap} {amount}. Reason given: {reason}':
    'Conteo de caja marcado: {amount} de {gap}. Motivo: {reason}',
  'Cash count flagged: {gap} {amount}': 'Conteo de caja marcado: {amount} de {gap}',
  'Waste {amount}: {times} the daily average of the {days} days before ({average})':
    'Mermas de {amount}: {times} el promedio diario de los {days} días anteriores ({average})',
  'well above': 'muy por encima de',
};
