import type { Express } from "express";
import type { AnalyticsSink } from "../app/analytics/sink.server";
import type { AppServices } from "../app/services.server";
import { mockControlRouter } from "../mocks/control";
import { sampleDocument } from "../mocks/documents";
import { MOCK_ADDRESS_URL, MOCK_BANK_URL, startInProcessMock } from "../mocks/node";
import { MockAnalyticsTap } from "./analytics-tap";
import { paymentSeedRouter } from "./payment-seed";
import { sessionSeedRouter } from "./session-seed";
import { submissionSeedRouter } from "./submission-seed";

/**
 * The development entry: everything the built-in mock adds to the server, bundled on its own
 * (build/dev-mock.js) and imported by server.ts only when no bank is configured, so the production
 * bundle carries no mock code and `msw` stays a development dependency (ADR 0237).
 */
export interface DevMock {
  bankUrl: string;
  addressProvider: { url: string; key: string };
  /** With the controls on, tests read back the server's analytics events (GET /__mock/analytics). */
  analytics(next: AnalyticsSink): AnalyticsSink;
  /**
   * The sample documents (/documents/…), and the /__mock switches (settings, reset, calls): before the
   * body limits, they read small JSON bodies.
   */
  mountControls(app: Express, services: AppServices): void;
  /** Paths of the seeds, which read their own small JSON bodies (the form body limits skip them). */
  ownsPath(path: string): boolean;
  /** /__mock session seeds: after the session is loaded, which they fill. */
  mountSeeds(app: Express, services: AppServices): void;
  close(): void;
}

export function startDevMock(options: { controls: boolean; notify: (message: string) => void }): DevMock {
  const mock = startInProcessMock(options.notify);
  const tap = options.controls ? new MockAnalyticsTap() : null;
  return {
    bankUrl: MOCK_BANK_URL,
    addressProvider: { url: MOCK_ADDRESS_URL, key: "development" },
    analytics: (next) => (tap ? tap.sink(next) : next),
    mountControls(app, services) {
      app.get("/documents/:file", (req, res, next) => {
        const page = sampleDocument(req.params.file);
        if (page) res.type("html").set("Cache-Control", "public, max-age=3600").send(page);
        else next();
      });
      if (tap) app.use("/__mock", mockControlRouter(mock.bank, services.clearCaches, tap));
    },
    ownsPath: (path) => tap !== null && path.startsWith("/__mock/"),
    mountSeeds(app, services) {
      if (!tap) return;
      app.use("/__mock/session", sessionSeedRouter(mock.bank, services));
      app.use("/__mock/payment-session", paymentSeedRouter(mock.bank, services));
      app.use("/__mock/submission", submissionSeedRouter(mock.bank, services));
    },
    close: () => mock.close(),
  };
}
