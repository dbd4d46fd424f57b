import { describe, expect, it } from "vitest";
import { sitePath } from "./site-path";
import { plainPageHtml, UNAVAILABLE_PAGE } from "./unavailable";
import { itAnswers } from "../../test/table";

describe("sitePath: a request's path as a link on this site, never to another host", () => {
  itAnswers(sitePath, "%j → %j", [
    ["/funding-payment", "/funding-payment"],
    ["funding-payment", "/funding-payment"],
    ["//evil.example/x", "/evil.example/x"],
    ["/\\evil.example", "/evil.example"],
    ["\\\\//evil.example", "/evil.example"],
    ["/", "/"],
    ["", "/"],
    ["/a//b", "/a//b"],
    ["a//b", "/a//b"],
  ]);
});

const page = {
  title: UNAVAILABLE_PAGE.title,
  message: UNAVAILABLE_PAGE.message,
  link: { href: "/", text: "Try again" },
};

describe("plainPageHtml: the page answered while the application cannot run (ADR 0080)", () => {
  it("is a whole English page by default, with the title, the message and the link", () => {
    const html = plainPageHtml("Secured Card", page);
    expect(html.startsWith('<!doctype html><html lang="en-US">')).toBe(true);
    expect(html).toContain("<title>We can&#39;t reach your application right now - Secured Card</title>");
    expect(html).toContain(
      '<main><h1>We can&#39;t reach your application right now</h1><p>Your answers are saved. Please try again in a few minutes.</p><p><a href="/">Try again</a></p></main>',
    );
  });

  it("escapes every text it is given, so none of it can become markup", () => {
    const html = plainPageHtml(
      `<script>alert("x")</script> & co`,
      { title: "<b>", message: "'quoted'", detail: "a > b", link: { href: '/x"onclick="y', text: "<i>" } },
      'en"><script>',
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(html).not.toContain("<i>");
    expect(html).toContain('<html lang="en&#34;&#62;&#60;script&#62;">');
    expect(html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; co");
    expect(html).toContain("<p>&#39;quoted&#39;</p><p>a &#62; b</p>");
    expect(html).toContain('<a href="/x&#34;onclick=&#34;y">&#60;i&#62;</a>');
  });

  it("links only to a path of this site", () => {
    const html = plainPageHtml("Secured Card", { ...page, link: { href: "//evil.example", text: "Home" } });
    expect(html).toContain('<a href="/evil.example">Home</a>');
  });

  it("adds the page in a second language after the first, with its own language and the same link", () => {
    const also = { lang: "es-US", title: "Título", message: "Mensaje", detail: "Detalle", linkText: "Reintentar" };
    const html = plainPageHtml("Secured Card", page, "en-US", also);
    expect(html).toContain(
      '<p><a href="/">Try again</a></p><section lang="es-US"><h2>Título</h2><p>Mensaje</p><p>Detalle</p><p><a href="/">Reintentar</a></p></section></main>',
    );
  });
});
