// SPEC §2.3 gives the title.
export const maintenance = {
  title: "We'll be back soon!",
  message:
    "Sorry for the inconvenience. We're performing some maintenance at the moment and will be back online shortly. Your saved application is safe; please try again in a little while.",
};
