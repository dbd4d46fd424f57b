import type { Catalogue } from "../catalogue";

export const fundingSource: Catalogue["fundingSource"] = {
  laterTitle: "Puede pagar su depósito más tarde",
  laterUnchanged: "Si elige pagar más tarde, su solicitud no cambia.",
  laterDaysLeft:
    "Le quedan {{days}} días para pagar los <strong>{{amount}}</strong> que faltan de su depósito de garantía.",
  laterHowTo: "Cuando quiera pagar, vuelva a consultar el estado de su solicitud y elija <strong>{{option}}</strong>.",
  okGotIt: "Entendido",
  fundNowInstead: "Mejor pagar ahora",
  leadFlow:
    "La línea de crédito de su {{card}} es de <strong>{{creditLine}}</strong> y está respaldada por un depósito de garantía reembolsable de <strong>{{deposit}}</strong>.",
  leadStatus:
    "La línea de crédito de su {{card}} es de <strong>{{creditLine}}</strong> y está respaldada por un depósito de garantía reembolsable. Todavía falta pagar <strong>{{remaining}}</strong> de ese depósito.",
  cardFallback: "tarjeta",
  dueRest: "el resto de su depósito",
  dueDeposit: "su depósito",
  legend: "¿Cuándo quiere pagar su depósito?",
  fundNow: "Pagar ahora con tarjeta de débito",
  fundNowDetail: "Pague {{due}} hoy con una tarjeta de débito Visa o Mastercard.",
  fundLater: "Pagar más tarde",
  fundLaterDaysLeft: "Su solicitud sigue abierta: pague su depósito dentro de los {{days}} días que le quedan.",
  fundLaterOpen: "Su solicitud sigue abierta: pague su depósito más tarde.",
  fundLaterFlow: "Envíe su solicitud ahora y pague su depósito dentro de {{days}} días.",
  helpCreditLine: "Su depósito de garantía determina su línea de crédito. El depósito es reembolsable.",
  helpFundToday:
    "Si paga hoy con tarjeta de débito, su solicitud avanza más rápido. Si paga más tarde, le enviamos por correo electrónico las instrucciones de pago y tiene {{days}} días para pagar su depósito.",
  helpCards: "Solo aceptamos tarjetas de débito Visa y Mastercard.",
};
