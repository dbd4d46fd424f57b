import type { Catalogue } from "../catalogue";

const OK = "Entendido";
const TRY_AGAIN = "Intentar de nuevo";
const SOMETHING_WRONG = "Lo sentimos, algo salió mal al procesar su solicitud.";
const SESSION_EXPIRED = "Por su seguridad, su sesión venció.";
const PAYMENT_ERROR = "Hubo un error con su pago. Inténtelo de nuevo.";
const PAYMENT_NOT_VERIFIED =
  "No pudimos procesar el pago con su tarjeta. Su banco no verificó la información que nos dio.";

export const errorPage: Catalogue["errorPage"] = {
  "generic.title": SOMETHING_WRONG,
  "generic.button": OK,
  "submit-failed.title": SOMETHING_WRONG,
  "submit-failed.button": "Enviar de nuevo",
  "submit-unconfirmed.title": SOMETHING_WRONG,
  "submit-unconfirmed.message":
    "No pudimos confirmar si el banco recibió su solicitud y el pago de su depósito. Para que no se le cobre dos veces a su tarjeta, no vuelva a enviar la solicitud.",
  "submit-unconfirmed.help":
    "En unos minutos, consulte el estado de la solicitud con su correo electrónico y los últimos 4 dígitos de su SSN o ITIN. Ahí verá si se recibieron su solicitud y su pago.",
  "submit-unconfirmed.button": "Consultar el estado de la solicitud",
  "session-expired.title": SESSION_EXPIRED,
  "session-expired.button": OK,
  "idle-timeout.title": SESSION_EXPIRED,
  "idle-timeout.button": OK,
  "configuration-failed.title": "Lo sentimos, algo salió mal.",
  "configuration-failed.button": OK,
  "api-unavailable.title": "En este momento no podemos acceder a su solicitud. Inténtelo de nuevo más tarde.",
  "api-unavailable.button": OK,
  "check-status-failed.title": "Lo sentimos, inténtelo de nuevo",
  "check-status-failed.message":
    "Es posible que haya ingresado algún dato incorrecto. La información que ingresó no coincide con nuestros registros. Cierre su navegador e inténtelo de nuevo.",
  "check-status-failed.help": "¿Sigue teniendo problemas? Llame a Servicio al Cliente al {phone} para recibir ayuda.",
  "check-status-failed.button": OK,
  "payment-daily-limit.title": "Hubo un error con su pago.",
  "payment-daily-limit.message":
    "Superó el número máximo de transacciones permitidas en un día. Puede volver a partir de mañana para hacer otro pago.",
  "payment-daily-limit.button": OK,
  "payment-error.title": PAYMENT_ERROR,
  "payment-error.message": PAYMENT_NOT_VERIFIED,
  "payment-error.help": "No se cobró nada a su tarjeta. Puede intentarlo de nuevo.",
  "payment-error.button": TRY_AGAIN,
  "payment-error-checked.title": PAYMENT_ERROR,
  "payment-error-checked.message": PAYMENT_NOT_VERIFIED,
  "payment-error-checked.help":
    "Consultamos su solicitud con el banco: no se recibió ningún pago, así que no se cobró nada. Puede intentarlo de nuevo.",
  "payment-error-checked.button": TRY_AGAIN,
  "payment-timeout.title": PAYMENT_ERROR,
  "payment-timeout.message":
    "Su banco no respondió a tiempo. Consultamos su solicitud con el banco: no se recibió ningún pago, así que no se cobró nada.",
  "payment-timeout.help": "Puede intentarlo de nuevo.",
  "payment-timeout.button": TRY_AGAIN,
  "payment-unconfirmed.title": PAYMENT_ERROR,
  "payment-unconfirmed.message":
    "Su banco no confirmó su pago y todavía no pudimos confirmar con el banco si se realizó.",
  "payment-unconfirmed.help":
    "Para que no se le cobre dos veces, lo confirmamos con el banco antes de que pueda volver a pagar. Seleccione Intentar de nuevo para confirmarlo ahora.",
  "payment-unconfirmed.button": TRY_AGAIN,
  "payment-already-submitted.title": "Lo sentimos, su pago ya se envió.",
  "payment-already-submitted.button": OK,
  "otp-invalid.title": "El código que ingresó no es válido. ¡Inténtelo de nuevo!",
  "otp-invalid.button": TRY_AGAIN,
  "payment-declined.title": "Revisemos la información de su pago",
  "payment-declined.message":
    "¡Ocurrió un error! No pudimos procesar el pago con su tarjeta. Su banco no verificó la información que nos dio. Revise que la información de facturación y de su tarjeta sea correcta.",
  "payment-declined.help": "*Le queda 1 intento",
  "payment-declined.button": TRY_AGAIN,
  "funding-failed.title": "¡Lo sentimos! En este momento no pudimos procesar su pago.",
  "funding-failed.message":
    "Si aprobamos su solicitud, le enviaremos por correo electrónico las instrucciones para pagar su depósito. Si le pedimos más información, responda lo antes posible.",
  "funding-failed.button": OK,
  "document-upload-failed.title": "No se pudieron subir los documentos. Inténtelo de nuevo.",
  "document-upload-failed.button": TRY_AGAIN,
  "no-match.title": "Lo sentimos, inténtelo de nuevo",
  "no-match.help": "Llame a Servicio al Cliente al {phone} para recibir ayuda.",
  "no-match.button": OK,
};
