import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key.server";
import { itAnswers } from "../../../test/table";

describe("clientKey: whom a per-IP limit counts", () => {
  itAnswers(clientKey, "%s counts as %s", [
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:203.0.113.7", "203.0.113.7"],
    // One /64, however the rest of the address is chosen or written.
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:0:0:0:9", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::1%eth0", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::203.0.113.7", "64:ff9b:0:0::/64"],
  ]);

  it("another /64 is another client", () => {
    expect(clientKey("2001:db8:1:3::1")).not.toBe(clientKey("2001:db8:1:2::1"));
  });

  it("an unknown address is one client", () => {
    expect(clientKey(undefined)).toBe("unknown");
  });
});
