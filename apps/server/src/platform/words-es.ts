import { FOOD_SAFETY_WORDS_ES } from './words-es-food-safety';
/**
 * The Spanish of what the server itself says (error and answer messages, mail, pushes), keyed by
 * the English the code writes, in ICU form: a message the code builds from a template is keyed by
 * that template with named placeholders (`No such Document: {titles}`), and its Spanish names the
 * same placeholders (docs/decisions/274). The contract's fixed words are in WORDS_ES instead.
 */
export const SERVER_WORDS_ES: Record<string, string> = {
  ...FOOD_SAFETY_WORDS_ES,
  // Errors any route can answer
  Unauthenticated: 'No has iniciado sesión',
  'You are not authorized': 'No tienes permiso',
  'Not found': 'No encontrado',
  'Invalid request': 'Solicitud no válida',
  'Invalid value': 'Valor no válido',
  'Something went wrong': 'Algo salió mal',
  'The request is too large': 'La solicitud es demasiado grande',
  'Send the request body as JSON': 'Envía el cuerpo de la solicitud como JSON',
  'The request body is not valid JSON': 'El cuerpo de la solicitud no es JSON válido',
  'No route {method} {path}': 'No existe la ruta {method} {path}',
  'No such record': 'No existe ese registro',
  'A record with this value already exists': 'Ya existe un registro con este valor',
  'This overlaps an existing record': 'Esto se cruza con un registro existente',
  'This record is still in use by other records': 'Otros registros todavía usan este registro',
  'This refers to a record that does not exist': 'Esto se refiere a un registro que no existe',
  'A required value is missing': 'Falta un valor obligatorio',
  'A value is outside what is allowed': 'Un valor está fuera de lo permitido',
  'A text is too long': 'Un texto es demasiado largo',
  'A number is out of range': 'Un número está fuera de rango',
  'A text contains characters that cannot be stored': 'Un texto tiene caracteres que no se pueden guardar',
  'A value has the wrong format': 'Un valor tiene un formato incorrecto',
  'A date or time is not valid': 'Una fecha u hora no es válida',
  'A value leads to a division by zero': 'Un valor lleva a una división entre cero',
  'A value cannot be stored': 'Un valor no se puede guardar',
  'This conflicts with the records already stored': 'Esto choca con los registros ya guardados',
  'A value is too large to store': 'Un valor es demasiado grande para guardarlo',
  'The date cannot be in the future (today is {today})': 'La fecha no puede ser futura (hoy es {today})',
  'newIndex must be between 1 and {count}': 'newIndex debe estar entre 1 y {count}',
  // zod's own message when the contract gives none (its Spanish locale needs the value, which is gone by then)
  'Invalid input: expected {expected}, received {received}':
    'Entrada inválida: se esperaba {expected}, se recibió {received}',
  string: 'texto',
  number: 'número',
  boolean: 'booleano',
  object: 'objeto',
  array: 'lista',
  null: 'nulo',
  undefined: 'nada',
  'Use real dates (YYYY-MM-DD)': 'Usa fechas reales (AAAA-MM-DD)',
  'The end date is before the start date': 'La fecha final es anterior a la fecha inicial',
  'Check the period': 'Revisa el periodo',
  'Unknown time zone': 'Zona horaria desconocida',

  // Signing in, PINs, passwords, limits
  'Invalid username or password': 'Usuario o contraseña incorrectos',
  'Invalid PIN': 'PIN incorrecto',
  'Signed out': 'Sesión cerrada',
  'User not found': 'Usuario no encontrado',
  'Sign in with your own account to use a manager PIN':
    'Inicia sesión con tu propia cuenta para usar un PIN de gerente',
  'Sign-in is unavailable for a moment. Please try again shortly.':
    'No se puede iniciar sesión por un momento. Inténtalo de nuevo en breve.',
  'The demo password works only on the computer that runs the portal':
    'La contraseña de demostración solo funciona en la computadora donde corre el portal',
  '{reason} Please try again in {wait}.': '{reason} Inténtalo de nuevo en {wait}.',
  'Too many attempts.': 'Demasiados intentos.',
  'Too many failed sign-ins from this device.': 'Demasiados inicios de sesión fallidos desde este dispositivo.',
  'Too many failed sign-ins for this account.': 'Demasiados inicios de sesión fallidos para esta cuenta.',
  'Too many failed sign-ins for this account today; it can still be used on devices that signed in to it before.':
    'Demasiados inicios de sesión fallidos para esta cuenta hoy; aún puedes usarla en los dispositivos donde ya iniciaste sesión.',
  'PIN entry is paused after wrong PINs.': 'El ingreso de PIN está en pausa tras varios PIN incorrectos.',
  'Too many wrong PINs from this device.': 'Demasiados PIN incorrectos desde este dispositivo.',
  'Too many wrong PINs today.': 'Demasiados PIN incorrectos hoy.',
  '1 minute': '1 minuto',
  '{count} minutes': '{count} minutos',
  '{count} hours': '{count} horas',
  'If an account uses this email, a reset link has been sent to it.':
    'Si una cuenta usa este correo, le enviamos un enlace para restablecer la contraseña.',
  'This link is invalid or has expired.': 'Este enlace no es válido o ya venció.',
  'You have successfully reset your password. Please continue to login.':
    'Restableciste tu contraseña. Continúa para iniciar sesión.',
  'You have successfully created a password. Please continue to login.':
    'Creaste tu contraseña. Continúa para iniciar sesión.',

  // Files, uploads, quotas
  'No such file': 'No existe ese archivo',
  'The requested range is outside the file': 'El rango pedido está fuera del archivo',
  'Send the file as multipart/form-data': 'Envía el archivo como multipart/form-data',
  'Choose a file to upload': 'Elige un archivo para subir',
  'The upload was cut off or is not valid multipart/form-data': 'La subida se cortó o no es multipart/form-data válido',
  'The file is empty': 'El archivo está vacío',
  'The file is too large: {what} may be up to {size}':
    'El archivo es demasiado grande: {what} puede pesar hasta {size}',
  'This record already holds {count} files, the most one record may hold: remove one before adding another':
    'Este registro ya tiene {count} archivos, el máximo permitido: quita uno antes de agregar otro',
  'Upload limit reached: you have uploaded {used} in the last 24 hours and may upload up to {limit} a day':
    'Llegaste al límite de subidas: subiste {used} en las últimas 24 horas y puedes subir hasta {limit} al día',
  'Mail limit reached: you may send up to {limit} outside mails an hour ({sent} sent); try again in {minutes} minute{plural}':
    'Llegaste al límite de correos: puedes enviar hasta {limit} correos externos por hora ({sent} enviados); inténtalo de nuevo en {minutes} min',
  'Successfully removed media content': 'Contenido multimedia eliminado',
  'Successfully uploaded media content': 'Contenido multimedia subido',

  // People, roles, access
  'Successfully updated User': 'Usuario actualizado',
  'Successfully restored User': 'Usuario restaurado',
  'Successfully deactivated User': 'Usuario desactivado',
  'Successfully removed User': 'Usuario eliminado',
  'Successfully linked Store': 'Tienda vinculada',
  'Successfully unlinked Store': 'Tienda desvinculada',
  'Successfully linked Role': 'Rol vinculado',
  'Successfully unlinked Role': 'Rol desvinculado',
  'Successfully linked User': 'Usuario vinculado',
  'Successfully unlinked User': 'Usuario desvinculado',
  'Only administrators may set {what}': 'Solo los administradores pueden poner {what}',
  'a PIN': 'un PIN',
  'a username': 'un nombre de usuario',
  'Choose a store': 'Elige una tienda',
  'Choose a role': 'Elige un rol',
  'Choose a store-level role': 'Elige un rol de tienda',
  'You cannot deactivate or delete your own account': 'No puedes desactivar ni eliminar tu propia cuenta',
  'This user is referenced by other records and stays deactivated':
    'Otros registros hacen referencia a este usuario, así que queda desactivado',
  'This user is not deactivated': 'Este usuario no está desactivado',
  'Restore this user before linking them': 'Restaura a este usuario antes de vincularlo',
  'A store-level role is linked through a store': 'Un rol de tienda se vincula a través de una tienda',
  'This user does not hold that role': 'Este usuario no tiene ese rol',
  'This user is not linked to the store': 'Este usuario no está vinculado a la tienda',
  'Only administrators may change an administrator': 'Solo los administradores pueden cambiar a un administrador',
  'The last administrator cannot be removed': 'No se puede quitar al último administrador',
  'This role has permissions you do not hold': 'Este rol tiene permisos que tú no tienes',
  'This role has permissions you do not hold at this store': 'Este rol tiene permisos que tú no tienes en esta tienda',
  'This user holds a corporate role; only a corporate holder of {permission} can link them to a store':
    'Este usuario tiene un rol corporativo; solo alguien corporativo con {permission} puede vincularlo a una tienda',
  'This user works at another store; only a corporate holder of {permission} can link them to yours':
    'Este usuario trabaja en otra tienda; solo alguien corporativo con {permission} puede vincularlo a la tuya',
  'Successfully saved new Role': 'Rol nuevo guardado',
  'Successfully saved Role': 'Rol guardado',
  'Successfully deleted Roles': 'Rol eliminado',
  'Role not found': 'Rol no encontrado',
  'A role with this name already exists': 'Ya existe un rol con este nombre',
  'Another role was saved at the same time; try again': 'Se guardó otro rol al mismo tiempo; inténtalo de nuevo',
  'Standard roles cannot be edited': 'Los roles estándar no se pueden editar',
  'Standard roles cannot be removed': 'Los roles estándar no se pueden eliminar',
  'Unlink this role from its users before changing its level':
    'Desvincula este rol de sus usuarios antes de cambiar su nivel',
  'This role is still held {holders}; unlink it from its users first':
    'Este rol todavía lo tiene {holders}; desvincúlalo primero de sus usuarios',
  'Unknown permission': 'Permiso desconocido',
  'Role permission mapping updated successfully': 'Permisos de los roles actualizados',
  'Notification settings saved': 'Ajustes de notificaciones guardados',
  'Settings saved': 'Ajustes guardados',

  // Stores, vendors, products, categories
  'Store not found': 'Tienda no encontrada',
  'No such store': 'No existe esa tienda',
  'Successfully saved Store': 'Tienda guardada',
  'Successfully updated Store': 'Tienda actualizada',
  'Successfully restored Store': 'Tienda restaurada',
  'Another store already has this number': 'Otra tienda ya tiene este número',
  'This store has records that are kept for good, such as order history; it stays deactivated':
    'Esta tienda tiene registros que se guardan para siempre, como el historial de pedidos; queda desactivada',
  'This store is not deactivated': 'Esta tienda no está desactivada',
  'Saved the delivery days': 'Días de entrega guardados',
  'Saved the order settings': 'Ajustes de pedidos guardados',
  'This vendor does not serve this store': 'Este proveedor no atiende a esta tienda',
  'Vendor not found': 'Proveedor no encontrado',
  'Successfully saved Vendor': 'Proveedor guardado',
  'Successfully updated Vendor': 'Proveedor actualizado',
  'Successfully deactivated Vendor': 'Proveedor desactivado',
  'Successfully restored Vendor': 'Proveedor restaurado',
  'Successfully deleted Vendor': 'Proveedor eliminado',
  'This is another vendor': 'Este es otro proveedor',
  'Deactivate the vendor before deleting it permanently': 'Desactiva el proveedor antes de eliminarlo para siempre',
  'This vendor is deactivated; restore it before linking stores':
    'Este proveedor está desactivado; restáuralo antes de vincular tiendas',
  'Product not found': 'Producto no encontrado',
  'Successfully saved Product': 'Producto guardado',
  'Successfully updated Product': 'Producto actualizado',
  'Successfully cloned Product': 'Producto copiado',
  'Successfully activated Product': 'Producto activado',
  'Successfully deactivated Product': 'Producto desactivado',
  'Successfully deleted Product': 'Producto eliminado',
  'Deactivate the product before deleting it': 'Desactiva el producto antes de eliminarlo',
  'Category not found': 'Categoría no encontrada',
  'Successfully saved Category': 'Categoría guardada',
  'Successfully updated Category': 'Categoría actualizada',
  'Successfully activated Category': 'Categoría activada',
  'Successfully deactivated Category': 'Categoría desactivada',
  'Successfully deleted Category': 'Categoría eliminada',

  // Ordering
  'Order not found': 'Pedido no encontrado',
  'The order cannot be submitted: {reason}': 'No se puede enviar el pedido: {reason}',
  'This Idempotency-Key was used for an order that no longer exists':
    'Este Idempotency-Key se usó para un pedido que ya no existe',
  'This order was already submitted': 'Este pedido ya se envió',
  '{vendor} no longer exists as a vendor; the order cannot be mailed':
    '{vendor} ya no existe como proveedor; no se puede enviar el pedido por correo',
  'The purchase order could not be mailed to {vendor}; try again later':
    'No se pudo enviar la orden de compra a {vendor}; inténtalo más tarde',
  'The purchase order was mailed to {vendor}': 'La orden de compra se envió a {vendor}',
  'Successfully submited orders: the purchase order was mailed to {vendor}':
    'Pedido enviado: la orden de compra se envió a {vendor}',
  'The order was saved, but the purchase order could not be mailed to {vendor}. Send it again from the order history.':
    'El pedido se guardó, pero no se pudo enviar la orden de compra a {vendor}. Envíala de nuevo desde el historial de pedidos.',
  'This Idempotency-Key was already used for a different order. Send a new order with a new key.':
    'Este Idempotency-Key ya se usó para otro pedido. Envía un pedido nuevo con una clave nueva.',

  // Checklists, comm sheet, cash count, daily lists, service ticket
  'Successfully saved task': 'Tarea guardada',
  'Successfully updated task': 'Tarea actualizada',
  'Successfully removed task': 'Tarea eliminada',
  'Successfully changed order of Checklists': 'Orden de las listas de verificación cambiado',
  'No such task': 'No existe esa tarea',
  'Enter the task': 'Escribe la tarea',
  'Successfully updated Daily Lists': 'Listas diarias actualizadas',
  'The list names a task that does not exist': 'La lista nombra una tarea que no existe',
  'based_on is the version of one store: save the tasks of one store at a time':
    'based_on es la versión de una sola tienda: guarda las tareas de una tienda a la vez',
  'Check the due times': 'Revisa las horas límite',
  'Due times saved': 'Horas límite guardadas',
  'Successfully saved new Communication Sheet': 'Hoja de comunicación nueva guardada',
  'Successfully updated Communication Sheet': 'Hoja de comunicación actualizada',
  'No such Communication Sheet': 'No existe esa hoja de comunicación',
  'The {shift} of this day already has a Communication Sheet: reload to update it':
    'Este día ya tiene una hoja de comunicación del {shift}: recarga para actualizarla',
  'Successfully updated Cash Counts': 'Conteos de caja actualizados',
  'The deposit was recorded': 'El depósito quedó registrado',
  'The deposit was verified': 'El depósito quedó verificado',
  "The chain's tolerance was saved": 'La tolerancia de la cadena quedó guardada',
  'No cash count was saved for this day': 'No hay conteo de caja guardado para este día',
  'The cash of this day is already {status}': 'El efectivo de este día ya está {status}',
  'The total deposit must be more than $0.00: count the cash before recording its deposit':
    'El depósito total debe ser mayor que $0.00: cuenta el efectivo antes de registrar el depósito',
  'The deposit was changed meanwhile: reload the cash count and try again':
    'El depósito cambió mientras tanto: recarga el conteo de caja e inténtalo de nuevo',
  'The cash of this day has not been deposited yet': 'El efectivo de este día aún no se ha depositado',
  'This deposit is already verified': 'Este depósito ya está verificado',
  'Successfully saved new Service Ticket': 'Ticket de servicio nuevo guardado',
  'Successfully updated Service Ticket': 'Ticket de servicio actualizado',
  'No such Service Ticket': 'No existe ese ticket de servicio',
  'This day already has a Service Ticket: reload to update it':
    'Este día ya tiene un ticket de servicio: recarga para actualizarlo',

  // Corrective actions, digest
  'An action that is {status} cannot be started': 'Una acción que está {status} no se puede empezar',
  'An action that is {status} cannot be marked done': 'Una acción que está {status} no se puede marcar como hecha',
  'An action that is {status} cannot be verified': 'Una acción que está {status} no se puede verificar',
  'An action that is {status} cannot be reopened': 'Una acción que está {status} no se puede reabrir',
  'The action was changed meanwhile: reload it and try again':
    'La acción cambió mientras tanto: recárgala e inténtalo de nuevo',
  'Action not found': 'Acción no encontrada',
  'Action saved': 'Acción guardada',
  'Only people who oversee stores can get the morning digest':
    'Solo quienes supervisan tiendas pueden recibir el resumen de la mañana',
  'Morning digest saved': 'Resumen de la mañana guardado',

  // Documents, recipes, schematics, address book, home, media
  'Successfully saved document': 'Documento guardado',
  'Successfully updated document': 'Documento actualizado',
  'Successfully removed document': 'Documento eliminado',
  'Successfully sent documents': 'Documentos enviados',
  'A download link needs a token': 'Un enlace de descarga necesita un token',
  'The download link has expired: open it again from the list':
    'El enlace de descarga venció: ábrelo otra vez desde la lista',
  'No such Document': 'No existe ese documento',
  'No such Document: {titles}': 'No existe el documento: {titles}',
  'The documents are too large to send together: at most {size} MB':
    'Los documentos son demasiado grandes para enviarlos juntos: máximo {size} MB',
  'The file of {title} is missing': 'Falta el archivo de {title}',
  'Successfully saved new Recipe': 'Receta nueva guardada',
  'Successfully changed order of Recipes': 'Orden de las recetas cambiado',
  'Successfully updated Recipe': 'Receta actualizada',
  'Successfully removed Recipe': 'Receta eliminada',
  'No such recipe': 'No existe esa receta',
  'No such recipe in this list': 'Esa receta no está en esta lista',
  'Enter a name': 'Escribe un nombre',
  'Successfully saved new Schematic': 'Esquema nuevo guardado',
  'Successfully changed order of Schematics': 'Orden de los esquemas cambiado',
  'Successfully updated Schematic': 'Esquema actualizado',
  'Successfully removed Schematic': 'Esquema eliminado',
  'No such schematic': 'No existe ese esquema',
  'Successfully saved address': 'Dirección guardada',
  'Successfully updated address': 'Dirección actualizada',
  'Successfully removed address': 'Dirección eliminada',
  'No such Address': 'No existe esa dirección',
  'Successfully updated Dashboard': 'Panel actualizado',
  'Successfully updated Promotion': 'Promoción actualizada',

  // Evaluations, incidents, key release
  'Restore the category before editing it': 'Restaura la categoría antes de editarla',
  'Some items are not in this category': 'Algunos puntos no están en esta categoría',
  'Move the category to the trash before deleting it permanently':
    'Manda la categoría a la papelera antes de eliminarla para siempre',
  'This category is used by saved evaluations and cannot be deleted permanently; keep it in the trash':
    'Esta categoría se usa en evaluaciones guardadas y no se puede eliminar para siempre; déjala en la papelera',
  'Category saved successfully': 'Categoría guardada',
  'Category updated successfully': 'Categoría actualizada',
  'Successfully deleted category': 'Categoría eliminada',
  'Category restored': 'Categoría restaurada',
  'Category deleted': 'Categoría eliminada',
  'Successfully saved new Retail Score Sheet': 'Hoja de evaluación nueva guardada',
  'Successfully saved Retail Score Sheet': 'Hoja de evaluación guardada',
  'Successfully deleted retail score': 'Evaluación eliminada',
  'Retail score sheet not found': 'Hoja de evaluación no encontrada',
  'Successfully saved incident report': 'Reporte de incidente guardado',
  'Successfully removed Incident Report': 'Reporte de incidente eliminado',
  'Incident report not found': 'Reporte de incidente no encontrado',
  'This is another report': 'Este es otro reporte',
  'A report keeps its number': 'Un reporte conserva su número',
  'Successfully saved Key Release': 'Entrega de llaves guardada',
  'Successfully updated Key Release': 'Entrega de llaves actualizada',
  'Successfully removed Key Release': 'Entrega de llaves eliminada',
  'No such Key Release': 'No existe esa entrega de llaves',

  // Web Push
  "This is not a browser's push service": 'Este no es el servicio push de un navegador',
  "The device's push keys are not usable": 'Las claves push del dispositivo no sirven',
  'No such device receives your pushes': 'Ningún dispositivo así recibe tus notificaciones push',
  // Passwords
  'The password must be {min} to {max} characters long.': 'La contraseña debe tener de {min} a {max} caracteres.',
  'The password may not contain your username or email address.':
    'La contraseña no puede contener tu usuario ni tu correo.',
  'This is the published demo password; choose another.':
    'Esta es la contraseña de demostración publicada; elige otra.',
  'This password is on a list of the most common passwords; choose another.':
    'Esta contraseña está en una lista de las más comunes; elige otra.',
  'This password is too easy to guess; add more words or characters.':
    'Esta contraseña es muy fácil de adivinar; agrega más palabras o caracteres.',
  'The passwords do not match.': 'Las contraseñas no coinciden.',

  // More answers and refusals
  'No such category: {names}': 'No existe la categoría: {names}',
  "The store follows the chain's tolerance": 'La tienda sigue la tolerancia de la cadena',
  'The tolerance was saved': 'La tolerancia quedó guardada',
  "The count is {amount} {gap}, beyond the store's tolerance of {tolerance}: give the reason for the over/short":
    'El conteo tiene {amount} de {gap}, más allá de la tolerancia de la tienda de {tolerance}: escribe el motivo del sobrante/faltante',
  short: 'faltante',
  over: 'sobrante',
  'Add a note of what was done': 'Agrega una nota de lo que se hizo',
  'Add a photo of the fix': 'Agrega una foto del arreglo',
  'Say why the action is reopened': 'Di por qué se reabre la acción',
  'Write a comment or add a photo': 'Escribe un comentario o agrega una foto',
  'Give the action to a person or to a role, not both': 'Asigna la acción a una persona o a un rol, no a ambos',
  'Choose who should do this': 'Elige quién debe hacerlo',
  'Choose someone who works at this store': 'Elige a alguien que trabaje en esta tienda',
  'Choose a role held at this store': 'Elige un rol que exista en esta tienda',
  'Choose one of your stores': 'Elige una de tus tiendas',
  'This incident report does not exist': 'Este reporte de incidente no existe',
  "Raise the action at the incident's store": 'Crea la acción en la tienda del incidente',
  'Enter a quantity for at least one product': 'Escribe una cantidad para al menos un producto',
  'Choose a category of this vendor': 'Elige una categoría de este proveedor',
  'Successfully submitted Service Ticket': 'Ticket de servicio enviado',
  'Choose a provider from this store’s address book': 'Elige un proveedor de la libreta de direcciones de esta tienda',
  'Choose a provider to send the ticket to': 'Elige a qué proveedor enviar el ticket',
  '{provider} has no email address: add one in the Address Book first':
    '{provider} no tiene correo: agrega uno primero en la libreta de direcciones',
  'This provider': 'Este proveedor',
  'Successfully deactivated Store': 'Tienda desactivada',
  'Successfully deleted Store': 'Tienda eliminada',
  'Unknown role or permission: {names}': 'Rol o permiso desconocido: {names}',
  'Successfully saved User': 'Usuario guardado',
  'User saved, but the invitation mail could not be sent':
    'Usuario guardado, pero no se pudo enviar el correo de invitación',
  'Deactivate or restore a vendor on its own': 'Desactiva o restaura un proveedor por separado',
  'Successfully saved Waste Logs': 'Registro de mermas guardado',
  'No such item in this list': 'Ese elemento no está en esta lista',
};
