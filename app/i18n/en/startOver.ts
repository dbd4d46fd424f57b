// OURS: SPEC is silent (ADR 0017). A GET never discards an application: starting over is a POST.
export const startOver = {
  title: "Start a new application?",
  message:
    "You have an application in progress. Starting a new one clears the answers you gave and the code you verified.",
  startOver: "Start a new application",
  continue: "Continue my application",
  messageSubmitted:
    "You have already submitted an application. Starting a new one here leaves it as it is: you can check its status at any time.",
  continueSubmitted: "See my application",
};
