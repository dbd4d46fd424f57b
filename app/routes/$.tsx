/** Every path no screen claims (SPEC §2.1). */
export { unknownPathLoader as loader, unknownPathAction as action } from "~/features/routing/unknown-path.server";
