import type { Catalogue } from "../catalogue";

export const creditLineConfirm: Catalogue["creditLineConfirm"] = {
  metaTitle: "Confirme su elección – Paso 8 de 9",
  title: "Confirme su elección",
  card: "Tarjeta",
  fundToday: "Pagar hoy mi depósito de garantía de {{amount}}",
  fundTodayToPay: "Pagar hoy mis {{amount}} del depósito de garantía",
  fundTodayNoAmount: "Pagar hoy mi depósito de garantía",
  fundTodayHint: "Desmarque esta casilla para pagar su depósito más tarde.",
  confirm: "Confirmar",
};
