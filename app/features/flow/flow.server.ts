import { randomInt } from "node:crypto";
import { redirect, type AppLoadContext } from "@remix-run/node";
import { INSTANCE_ID_LIMIT } from "~/domain/constants";
import { offerFor, type Offer } from "~/domain/offers";
import { hasVisitParams, trafficSourceOf, visitParamsFrom } from "~/domain/visit";
import type { CardType } from "~/domain/products";
import { firstIncompleteStep, incompleteStepBefore, type FlowStep } from "~/domain/flow-steps";
import { pathOf } from "~/domain/route-table";
import type { BankApi } from "~/upstream/client.server";
import type { Configuration } from "~/upstream/schemas";
import { errorRedirect, IDLE_EXPIRED_PATH } from "~/session/form.server";

export function bankFor(context: AppLoadContext): BankApi {
  return context.bank.forSession({
    get: () => context.session.data.upstream,
    set: (state) => {
      context.session.data.upstream = state;
    },
  });
}

/** Anyone can make up such a URL and each costs bank calls, so a client has a budget (ADR 0082). */
export async function campaignCallAllowed(context: AppLoadContext): Promise<boolean> {
  if (await context.guesses.allowCampaignCall(context.clientIp)) return true;
  context.metrics.rateLimited.inc({ limiter: "campaign" });
  context.log.warn("campaign calls over this IP's budget: going on without the call");
  return false;
}

/** Only reads count: a post has its own per-IP limit, and the lead it makes must carry its campaign. */
export async function visitConfiguration(context: AppLoadContext, downsell?: true): Promise<Configuration> {
  const visit = context.session.data.visit ?? {};
  const query = downsell ? { ...visit, downsell } : visit;
  if (
    !hasVisitParams(visit) ||
    context.method === "POST" ||
    context.hasConfiguration(query) ||
    (await campaignCallAllowed(context))
  ) {
    return context.configuration(query);
  }
  return context.configuration(downsell ? { downsell } : {});
}

export async function requireConfiguration(context: AppLoadContext): Promise<Configuration> {
  try {
    return await visitConfiguration(context);
  } catch (error) {
    context.log.error({ err: error }, "configuration unavailable");
    throw errorRedirect("configuration-failed");
  }
}

export async function requireOffer(context: AppLoadContext, cardType: CardType): Promise<Offer> {
  const config = await requireConfiguration(context);
  const offer = offerFor(config, cardType);
  if (!offer) throw redirect(pathOf("intro"));
  return offer;
}

export function completeStep(context: AppLoadContext, step: FlowStep) {
  const done = new Set(context.session.data.draft.completed ?? []);
  done.add(step);
  context.session.data.draft.completed = [...done];
}

export function reopenStep(context: AppLoadContext, step: FlowStep) {
  context.session.data.draft.completed = (context.session.data.draft.completed ?? []).filter((s) => s !== step);
}

/** SPEC §5 and §4.4: funding chosen for another deposit no longer holds. */
export function forgetFunding(context: AppLoadContext) {
  context.session.data.draft = { ...context.session.data.draft, fundingType: undefined, paymentAmount: undefined };
  context.cards.delete(context.session.id);
  for (const step of ["fundingSource", "fundingPayment", "terms"] as const) reopenStep(context, step);
}

export function isStepComplete(context: AppLoadContext, step: FlowStep): boolean {
  return (context.session.data.draft.completed ?? []).includes(step);
}

export function redirectToStep(context: AppLoadContext) {
  if (context.session.status === "expired") return redirect(IDLE_EXPIRED_PATH);
  return redirect(firstIncompleteStep(context.session.data));
}

export function requireStep(context: AppLoadContext, step: FlowStep): void {
  if (context.session.status === "expired") throw redirect(IDLE_EXPIRED_PATH, 303);
  const { verifiedAt, leadId, draft } = context.session.data;
  if (!verifiedAt || !leadId || !draft.cardType) throw redirectToStep(context);
  const earlier = incompleteStepBefore(draft, step);
  if (earlier) throw redirect(pathOf(earlier), 303);
}

/** SPEC §3: instanceId is a random integer below 2e9, fixed for the draft. */
export function newInstanceId(): number {
  return randomInt(INSTANCE_ID_LIMIT);
}

export function rememberVisit(context: AppLoadContext, request: Request): boolean {
  const params = visitParamsFrom(new URL(request.url).searchParams);
  if (!hasVisitParams(params)) return false;
  context.session.data.visit = params;
  const source = trafficSourceOf(params);
  if (source) context.session.data.trafficSource = source;
  return true;
}
