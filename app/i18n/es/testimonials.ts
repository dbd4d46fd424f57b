import type { Catalogue } from "../catalogue";

export const testimonials: Catalogue["testimonials"] = {
  metaTitle: "Lo que dicen nuestros tarjetahabientes – Tarjetas de crédito Visa aseguradas",
  title: "Lo que dicen nuestros tarjetahabientes",
  quote1:
    "Reconstruí mi crédito después de un par de años difíciles. El depósito era reembolsable y, a los seis meses, me consideraron para un límite más alto.",
  who1: "Dana, Ohio",
  quote2:
    "Solicitar me tomó diez minutos en mi teléfono, y el código por mensaje de texto me facilitó consultar el estado más tarde.",
  who2: "Marcus, Texas",
  quote3:
    "Me gustó saber exactamente cuánto iba a depositar. Mi línea de crédito fue igual a mi depósito, sin sorpresas.",
  who3: "Priya, Nueva Jersey",
  note: "Los resultados varían según la persona. Usar el crédito de forma responsable ayuda a crear un historial de crédito.",
  choose: "Elija su tarjeta",
};
