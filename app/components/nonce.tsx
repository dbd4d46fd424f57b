import { createContext, useContext } from "react";

/** Empty in the browser: not needed after load. */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
