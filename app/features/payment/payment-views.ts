import { pathOf } from "~/domain/route-table";

/**
 * The funding payment screen's views after a payment is posted (docs/decisions/0054). Not a
 * .server module: the page links to them too.
 */
const PATH = pathOf("fundingPayment");
/** The result view after a payment (SPEC §2.3): its own URL, so a reload shows it again. */
export const RESULT_VIEW = `${PATH}?view=result`;
/** The processing page, shown at once while the payment runs. */
export const PROCESSING_VIEW = `${PATH}?view=processing`;
/** The same page answered when the payment is done (or after a while): where the processing page moves on to. */
export const PROCESSING_WAIT = `${PATH}?view=processing&wait=1`;
