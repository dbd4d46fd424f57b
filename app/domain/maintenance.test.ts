import { describe, expect, it } from "vitest";
import { goesToMaintenance, maintenanceRedirect } from "./maintenance";

// SPEC §2.1: 'Any other path goes to /maintenance if the configuration says maintenance, otherwise to
// the basic entry page.' Paths SPEC names stay reachable (ADR 0017).
describe("the maintenance rule (SPEC §2.1 'any other path')", () => {
  it.each([
    "/Secured/Apply",
    "/SecuredPlus/Apply",
    "/Meridian/Apply",
    "/launch/apply",
    "/check-application-status",
    "/check-application-status.data",
    "/app-check",
    "/fund-your-card",
    "/pages/applicationscreen1.aspx",
    "/",
    "/basic-info",
    "/otp-check",
    "/maintenance",
    "/healthz",
    "/banner",
    "/__mock/settings",
    "/__manifest",
  ])("%s stays reachable", (path) => {
    expect(goesToMaintenance(path)).toBe(false);
  });

  it.each(["/no-such-page", "/wp-admin", "/secured/apply/extra"])("%s is 'any other path'", (path) => {
    expect(goesToMaintenance(path)).toBe(true);
  });

  it("asks the configuration only for 'any other path', and only then answers /maintenance", async () => {
    let asked = 0;
    const on = async () => {
      asked += 1;
      return true;
    };
    expect(await maintenanceRedirect("/Secured/Apply", on)).toBeNull();
    expect(asked).toBe(0);
    expect(await maintenanceRedirect("/no-such-page", on)).toBe("/maintenance");
    expect(await maintenanceRedirect("/no-such-page", async () => false)).toBeNull();
  });
});
