import { describe, expect, it } from "vitest";
import { CardVault } from "./card-vault.server";

const CARD = { cardNumber: "4111111111111111", expirationDateMMYY: "1230", cvv: "123" };

describe("CardVault: card data in memory only", () => {
  it("keeps a copy per session and deletes it", () => {
    const vault = new CardVault(60_000);
    vault.put("s1", CARD);
    const got = vault.get("s1");
    expect(got).toEqual(CARD);
    got!.cvv = "999";
    expect(vault.get("s1")?.cvv).toBe("123");
    expect(vault.get("s2")).toBeNull();
    vault.delete("s1");
    expect(vault.get("s1")).toBeNull();
  });

  it("forgets a card after the idle limit", () => {
    let now = 0;
    const vault = new CardVault(1_000, () => now);
    vault.put("s1", CARD);
    now = 999;
    expect(vault.get("s1")).not.toBeNull();
    now = 1_000;
    expect(vault.get("s1")).toBeNull();
    expect(vault.size).toBe(0);
  });

  it("moves with a rotated session id and stays bounded", () => {
    const vault = new CardVault(60_000, Date.now, 2);
    vault.put("a", CARD);
    vault.move("a", "b");
    expect(vault.get("a")).toBeNull();
    expect(vault.get("b")).toEqual(CARD);
    vault.put("c", CARD);
    vault.put("d", CARD);
    expect(vault.size).toBe(2);
    expect(vault.get("b")).toBeNull();
  });
});
