import { z } from "zod";
import { FUNDING_TYPES } from "../funding-flow";
import { MSG_KEY } from "../messages";

export const fundingSourceSchema = z.object({
  fundingType: z.enum(FUNDING_TYPES, { errorMap: () => ({ message: MSG_KEY.fundingTypeRequired }) }),
});
