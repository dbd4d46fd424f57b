import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { noFormAction } from "~/features/routing/no-form.server";

export const meta: MetaFunction = () => [{ title: "We'll be back soon!" }];

/** SPEC §2.3 maintenance page; once maintenance ends it sends people back to the start. */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!(await context.isMaintenance())) return redirect("/");
  return null;
}

export default function Maintenance() {
  return (
    <div className="flow notice">
      <h1 className="flow__title">We'll be back soon!</h1>
      <p>
        Sorry for the inconvenience. We're performing some maintenance at the moment and will be back online shortly.
        Your saved application is safe; please try again in a little while.
      </p>
    </div>
  );
}

/** No form here: a post answers 405 with our page (docs/decisions/0064). */
export const action = noFormAction;
