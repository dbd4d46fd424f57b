import type { Catalogue } from "../catalogue";

export const accessibility: Catalogue["accessibility"] = {
  title: "Declaración de accesibilidad",
  intro1:
    "Esta declaración se aplica al servicio de tarjetas de crédito Visa aseguradas de {{brand}} Bank en este sitio web: solicitar una tarjeta, consultar el estado de una solicitud, pagar el depósito de garantía, subir documentos y retirar una solicitud.",
  intro2:
    "Queremos que la mayor cantidad posible de personas pueda usar este servicio. Por ejemplo, usted debería poder:",
  canDo1: "cambiar los colores, el contraste y las fuentes con la configuración de su navegador o dispositivo",
  canDo2: "ampliar la página hasta un 400% sin que el texto se salga de la pantalla",
  canDo3: "usar el servicio en una pantalla de 320 píxeles de ancho sin desplazarse hacia los lados",
  canDo4: "completar cada formulario de principio a fin solo con el teclado",
  canDo5: "usar el servicio con un lector de pantalla o con un programa de reconocimiento de voz",
  canDo6: "usar todas las partes del servicio con JavaScript desactivado",
  complianceHeading: "Qué tan accesible es este servicio",
  compliance1:
    "Este servicio cumple con el nivel AA de las Pautas de Accesibilidad para el Contenido Web (WCAG), versión 2.2, salvo por las limitaciones que se indican a continuación.",
  compliance2:
    "Cada mensaje de error dice qué está mal y aparece en una lista, con un enlace a su campo, al principio de la página. Cuando una página muestra errores, su título empieza con 'Error:'.",
  limitationsHeading: "Limitaciones conocidas",
  limitation1:
    "Por su seguridad, su sesión termina después de {{idleMinutes}} minutos sin actividad. Con JavaScript, aparece un aviso {{warningMinutes}} minutos antes y puede elegir 'Seguir conectado'. Sin JavaScript no podemos avisarle: cada página indica el límite y, si su sesión termina, tendrá que empezar de nuevo.",
  limitation2:
    "El código de un solo uso que le enviamos es válido por {{otpMinutes}} minutos. Puede pedir un código nuevo en cualquier momento.",
  limitation3:
    "Con JavaScript, copiar y pegar están desactivados en los campos del número de Seguro Social (un requisito de seguridad del banco), así que hay que escribir el número. Sin JavaScript, sí se puede pegar.",
  limitation4:
    "Los documentos que le pidamos subir deben ser fotos o escaneos de documentos en papel. Si no puede enviarlos de esta forma, llámenos y le ayudaremos.",
  limitation5: "Los documentos del banco, como los términos y condiciones, están solo en inglés.",
  testingHeading: "Cómo probamos este servicio",
  testing1:
    "Cada pantalla, en su estado normal y con sus mensajes de error, se prueba automáticamente con el motor de accesibilidad axe según las reglas A y AA de las WCAG 2.2, una vez con JavaScript activado y otra con JavaScript desactivado.",
  testing2:
    "Las pruebas también recorren cada formulario solo con el teclado, revisan los nombres, las funciones y los mensajes que anuncia un lector de pantalla, y muestran las páginas con 320 píxeles de ancho, que es lo que se ve en una pantalla de 1280 píxeles con un zoom del 400%.",
  contactHeading: "Cómo informar un problema y comunicarse con nosotros",
  contact1:
    "Si encuentra un problema que no aparece en esta página, o necesita información de este servicio en otro formato, llame a Servicio al Cliente al <phone/>.",
  contact2:
    "Si es una persona sorda, con pérdida auditiva o con una discapacidad del habla, puede llamarnos a través de un servicio de retransmisión marcando el 711.",
  preparationHeading: "Preparación de esta declaración",
  preparation: "Esta declaración se preparó el {{date}}. Se revisó por última vez el {{date}}.",
};
