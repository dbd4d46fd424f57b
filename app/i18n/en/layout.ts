export const layout = {
  back: "Back",
  step: "Step {{step}} of {{total}}",
  help: "Help",
  helpTitle: "Need help?",
  helpSaved:
    "Your answers are saved each time you go on to the next step. If you leave this page idle for {{limit}}, we end your session to keep your information safe and you will need to start again.",
  helpQuestions:
    "Questions about your application? Call Customer Service at {{phone}}. We never ask for your full Social Security number by email or text.",
  helpBack: "Back to Application",
  helpTray: "Help with this step",
  // WCAG 2.2.1 (ADR 0120): {{time}} is a clock time, {{limit}} the idle limit.
  idleNotice:
    "For your security, this page will time out at {{time}} if you do not continue ({{limit}} without activity).",
  idleTitle: "Your session is about to expire!",
  idleText: "For your security, your session will end in <countdown/>.",
  idleStay: "Stay Connected",
  idleAboutMinutes: "about {{minutes}} minutes",
  idleUnderMinute: "less than a minute",
  idleUnder30Seconds: "less than 30 seconds",
  idleFewSeconds: "a few seconds",
  warningTitlePrefix: "Warning: ",
  fdicLabel: "Member FDIC",
  fdicMember: "Member",
  partnerLabel: "In partnership with {{name}}",
  partnerWith: "with {{name}}",
};
