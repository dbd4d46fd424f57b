// SPEC §2.2 'Mailing Edit', as a page of its own (no JavaScript).
export const mailingEdit = {
  metaTitle: "Edit your home address? – Step 7 of 9",
  title: "Edit your home address?",
  keep: "Keep this address",
};
