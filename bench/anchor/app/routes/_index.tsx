export const meta = () => [{ title: "Hello" }];

export default function Hello() {
  return <h1>Hello</h1>;
}
