/** 'Edit your home address?' as a page of its own (SPEC §2.2 'Mailing Edit'; no JavaScript; English). */
export const mailingEdit = {
  metaTitle: "Edit your home address? – Step 7 of 9",
  title: "Edit your home address?",
  keep: "Keep this address",
};
