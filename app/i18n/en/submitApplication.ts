// SPEC §2.2 'Submit / processing'.
export const submitApplication = {
  title: "Submitting your application",
  processing: "We are processing your application. This can take a moment.",
  resultSoon: "This page shows the result as soon as it is ready.",
  checkNowHint: "Select 'Check now' to see if it is done.",
  checkNow: "Check now",
};
