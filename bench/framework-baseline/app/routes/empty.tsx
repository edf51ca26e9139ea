export default function Empty() {
  return <h1>Pusta strona</h1>;
}
