import { useRouteLoaderData } from "@remix-run/react";

/** What the root loader gives every page. */
export interface RootData {
  csrf: string;
  brand: string;
  homeUrl: string;
  buildVersion: string;
  banner: string[];
  trafficSource: string | null;
  customerServicePhone: string;
  idleMinutes: number;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("root loader data is missing");
  return data;
}
