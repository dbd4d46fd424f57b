import type { Catalogue } from "../catalogue";

export const withdrawal: Catalogue["withdrawal"] = {
  title: "Retire su solicitud",
  lead: "Va a retirar la solicitud número <number>{{applicationId}}</number>. No podrá deshacerlo. Le reembolsaremos cualquier depósito que haya pagado.",
  leadWithCard:
    "Va a retirar la solicitud número <number>{{applicationId}}</number> de la tarjeta {{card}}. No podrá deshacerlo. Le reembolsaremos cualquier depósito que haya pagado.",
  legend: "¿Por qué retira su solicitud?",
  submit: "Retirar mi solicitud",
  submitting: "Retirando…",
  keep: "Conservar mi solicitud",
  "reasons.notInterested": "Ya no me interesa",
  "reasons.unableToFund": "No puedo pagar el depósito en este momento",
  "reasons.anotherOffer": "Recibí otra oferta",
  "reasons.tooLong": "El proceso es muy largo",
  "reasons.noDocuments": "No puedo enviar los documentos solicitados",
  "reasons.duplicate": "Tengo otra solicitud o una solicitud duplicada",
  "reasons.advised": "Me aconsejaron retirarla",
  "reasons.other": "Otro motivo",
};
