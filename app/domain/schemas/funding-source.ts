import { z } from "zod";
import { FUNDING_TYPES } from "../funding-flow";
import { MSG_KEY } from "../messages";

/** Funding source (SPEC §2.2 step 8): fund now by debit card (DBT) or later (FDL). */
export const fundingSourceSchema = z.object({
  fundingType: z.enum(FUNDING_TYPES, { errorMap: () => ({ message: MSG_KEY.fundingTypeRequired }) }),
});
