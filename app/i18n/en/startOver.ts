/**
 * The question an entry page asks while an application is in progress (OURS: SPEC is silent;
 * docs/decisions/0067). A GET never discards an application: starting over is a POST.
 */
export const startOver = {
  title: "Start a new application?",
  message:
    "You have an application in progress. Starting a new one clears the answers you gave and the code you verified.",
  startOver: "Start a new application",
  continue: "Continue my application",
};
