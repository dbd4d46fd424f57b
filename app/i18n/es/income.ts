import type { Catalogue } from "../catalogue";

export const income: Catalogue["income"] = {
  metaTitle: "Sus ingresos – Paso 3 de 9",
  title: "Cuéntenos sobre sus ingresos",
  thanks: "Gracias, {{name}}. Su identidad está verificada y su solicitud está guardada.",
  lead: "Usamos sus ingresos y su pago de vivienda para asegurarnos de que la tarjeta se ajuste a su presupuesto.",
  housingPayment: "Pago mensual de vivienda",
  housingPaymentHint: "Lo que paga cada mes de renta o hipoteca. Ingrese 0 si no paga vivienda.",
  annualIncome: "Ingreso anual",
  annualIncomeHint: "Su ingreso total del año antes de impuestos, de todas las fuentes, por ejemplo 45000.",
  next: "Siguiente",
  continue: "Continuar",
  warningTitle: "Revise su ingreso",
  warningChoice: "Si sus respuestas son correctas, elija Continuar. También puede cambiarlas abajo.",
  helpTerms:
    "Su pago mensual de vivienda es lo que paga cada mes de renta o hipoteca. Su ingreso anual es lo que gana en un año antes de impuestos, incluidos salarios, beneficios y otros ingresos regulares.",
  helpWarning:
    "Si su ingreso parece bajo para su pago de vivienda, le pedimos que lo revise. Aun así, puede continuar con los montos que ingresó.",
};
