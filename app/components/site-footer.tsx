import { ACCESSIBILITY_LINK } from "~/domain/accessibility-link";
import { MARKETING_PARAMS } from "~/domain/marketing";
import type { Translate } from "~/i18n/translate";
import { FdicMark, VisaMark } from "./marks";

/** Numbered disclosures; screens mark statements with matching numbers (e.g. 'Pre-Approved*'). */
export function SiteFooter({ brand, version, t }: { brand: string; version: string; t: Translate }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <h2 className="visually-hidden">{t("common.disclosuresHeading")}</h2>
        <ol className="disclosures">
          <li id="disclosure-1">{t("common.disclosurePreApproval")}</li>
          <li id="disclosure-2">{t("common.disclosureCashBack", MARKETING_PARAMS)}</li>
          <li id="disclosure-3">{t("common.disclosureCreditGrowth", MARKETING_PARAMS)}</li>
          <li id="disclosure-4">{t("common.disclosureIssuer", { brand })}</li>
        </ol>
        <div className="site-footer__marks">
          <FdicMark />
          <VisaMark />
        </div>
        <p className="site-footer__links">
          <a href={ACCESSIBILITY_LINK.href}>{t("common.accessibilityLink")}</a>
        </p>
        <p className="site-footer__meta">{t("common.version", { version })}</p>
      </div>
    </footer>
  );
}
