import { pathOf } from "~/domain/route-table";

/** Not a .server module: the page links to them too. */
const PATH = pathOf("fundingPayment");
export const RESULT_VIEW = `${PATH}?view=result`;
export const PROCESSING_VIEW = `${PATH}?view=processing`;
export const PROCESSING_WAIT = `${PATH}?view=processing&wait=1`;
