import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageTexts } from "~/i18n/catalogues.server";
import { useRootData } from "~/components/root-data";
import { preparedOnIn, telHref } from "~/domain/accessibility-statement";
import { IDLE_TIMEOUT_MS, IDLE_WARNING_BEFORE_MS, OTP_VALIDITY_MS } from "~/domain/constants";
import { localeOf } from "~/i18n/locale.server";
import { LOCALE_TAG } from "~/i18n/locales";
import { richText } from "~/i18n/rich";
import { translateFromMatches, useT } from "~/i18n/use-t";
import { noFormAction } from "~/features/routing/no-form.server";

export const meta: MetaFunction = ({ matches }) => [{ title: translateFromMatches(matches)("accessibility.title") }];

const MINUTE_MS = 60_000;

const LIMIT_PARAMS = {
  idleMinutes: IDLE_TIMEOUT_MS / MINUTE_MS,
  warningMinutes: IDLE_WARNING_BEFORE_MS / MINUTE_MS,
  otpMinutes: OTP_VALIDITY_MS / MINUTE_MS,
};

const CAN_DO = [
  "accessibility.canDo1",
  "accessibility.canDo2",
  "accessibility.canDo3",
  "accessibility.canDo4",
  "accessibility.canDo5",
  "accessibility.canDo6",
] as const;
const LIMITATIONS = [
  "accessibility.limitation1",
  "accessibility.limitation2",
  "accessibility.limitation3",
  "accessibility.limitation4",
  "accessibility.limitation5",
] as const;

function StatementList({ keys }: { keys: readonly string[] }) {
  const t = useT();
  return (
    <ul className="statement__list">
      {keys.map((key) => (
        <li key={key}>{t(key, LIMIT_PARAMS)}</li>
      ))}
    </ul>
  );
}

export function loader({ context }: LoaderFunctionArgs) {
  // The date is written here, on the server: the browser makes no Intl call as a page loads (ADR 0141).
  return { texts: pageTexts(context, "accessibility"), preparedOn: preparedOnIn(LOCALE_TAG[localeOf(context)]) };
}

export default function AccessibilityStatement() {
  const { customerServicePhone: phone, brand } = useRootData();
  const t = useT();
  const { preparedOn: date } = useLoaderData<typeof loader>();
  const phoneLink = () => <a href={telHref(phone)}>{phone}</a>;
  return (
    <div className="flow statement">
      <h1 className="flow__title">{t("accessibility.title")}</h1>
      <p>{t("accessibility.intro1", { brand })}</p>
      <p>{t("accessibility.intro2")}</p>
      <StatementList keys={CAN_DO} />

      <h2>{t("accessibility.complianceHeading")}</h2>
      <p>{t("accessibility.compliance1")}</p>
      <p>{t("accessibility.compliance2")}</p>

      <h2>{t("accessibility.limitationsHeading")}</h2>
      <StatementList keys={LIMITATIONS} />

      <h2>{t("accessibility.testingHeading")}</h2>
      <p>{t("accessibility.testing1")}</p>
      <p>{t("accessibility.testing2")}</p>

      <h2>{t("accessibility.contactHeading")}</h2>
      <p>{richText(t("accessibility.contact1"), { phone: phoneLink })}</p>
      <p>{t("accessibility.contact2")}</p>

      <h2>{t("accessibility.preparationHeading")}</h2>
      <p>{t("accessibility.preparation", { date })}</p>
    </div>
  );
}

export const action = noFormAction;
