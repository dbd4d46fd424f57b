export default function Trivial() {
  return <p>Trivial</p>;
}
