import type { Catalogue } from "../catalogue";

export const status: Catalogue["status"] = {
  metaTitle: "Estado de la solicitud",
  documentsRequested: {
    title: "Necesitamos más información",
    p1: "Para terminar de revisar su solicitud, necesitamos que nos envíe algunos documentos.",
  },
  appWaitingForFunds: {
    title: "¡Su solicitud fue aprobada!",
    p1: "Pague su depósito de garantía reembolsable para abrir su cuenta. Su línea de crédito es igual a su depósito.",
  },
  appInGoodFunds: {
    title: "Recibimos su depósito",
    p1: "Gracias. Recibimos su depósito de garantía.",
  },
  emailWhenShips: "Le enviaremos un correo electrónico cuando enviemos su tarjeta.",
  appDepositApproved: {
    title: "Su depósito fue aprobado",
    p1: "Su cuenta está abierta y estamos preparando su tarjeta.",
  },
  appBoarded: {
    title: "Su tarjeta está en camino",
    p1: "Le enviaremos su tarjeta por correo en un plazo de {{mailedWithin}} días y debería llegarle en {{arriveMin}} a {{arriveMax}} días hábiles.",
    tipsHeading: "Consejos para mejorar su crédito",
    tip1: "Use menos del {{utilization}} % de su crédito disponible.",
    tip2: "Haga al menos el pago mínimo a tiempo todos los meses.",
    tip3: "Después de {{increaseMonths}} meses, le consideraremos para un aumento de su límite de crédito.",
  },
  refundIfPaid:
    "Si pagó un depósito, procesaremos su reembolso en un plazo de {{refundMin}} a {{refundMax}} días hábiles.",
  appClosed: {
    title: "Su solicitud está cerrada",
    p1: "Cerramos su solicitud porque la retiró o porque venció.",
  },
  appClosedExpired: {
    title: "Su solicitud está cerrada",
    p1: "Cerramos su solicitud porque no recibimos su información de identidad o su depósito de garantía.",
    p2: "Puede volver a solicitar cuando quiera.",
  },
  appClosedWithdrawn: {
    title: "Recibimos su retiro",
    p1: "Su solicitud fue retirada.",
    p2: "Si pagó su depósito con tarjeta de débito, su reembolso puede tardar tan solo {{debitRefundDays}} días hábiles. Los demás pagos se reembolsan por correo en un plazo de {{mailRefundDays}} días hábiles.",
  },
  appClosedWaitingOnRefund: {
    title: "Su solicitud fue procesada y cerrada",
  },
  appDenied: {
    title: "Su solicitud fue rechazada",
    p1: "Gracias por su solicitud. En este momento no podemos aprobarla.",
  },
  appFundingDeclined: {
    title: "Su pago del depósito fue rechazado",
    p1: "Gracias por su solicitud. No pudimos aceptar el pago de su depósito.",
  },
  appManualReview: {
    title: "Estamos revisando su solicitud",
    p1: "Estamos revisando su solicitud. Le enviaremos novedades por correo electrónico.",
  },
  appManualDocumentReview: {
    title: "Recibimos sus documentos",
    p1: "Estamos procesando sus documentos y seguiremos revisando su solicitud. Le enviaremos novedades por correo electrónico.",
  },
  appStatusNoMatch: {
    p1: "No encontramos ninguna solicitud que coincida con la información que ingresó.",
  },
  appSubmitted: {
    title: "Recibimos su solicitud",
    p1: "Gracias por su solicitud. Le enviaremos un correo electrónico con los próximos pasos.",
  },
  actionDocuments: "Comenzar la verificación de identidad",
  actionFund: "Pagar el depósito de mi tarjeta",
  actionReapply: "Volver a solicitar",
  actionCheckAgain: "Volver a consultar el estado de la solicitud",
  actionHome: "Entendido",
  withdrawLink: "Retirar mi solicitud",
  documentsIntro: "Necesitamos documentos que muestren su:",
  card: "Tarjeta",
  applicationNumber: "Número de solicitud",
  creditLine: "Línea de crédito",
  deposit: "Depósito de garantía reembolsable",
  promotionalCredit: "Crédito promocional para su depósito",
  depositReceived: "Depósito recibido",
  leftToFund: "Monto pendiente",
  daysLeftToFund: "Días que quedan para pagar",
  fundWhole: "Pagar todo mi depósito hoy",
  fundWholeHint: "Desmarque esta casilla para pagar una parte de su depósito ahora y el resto más adelante.",
};
