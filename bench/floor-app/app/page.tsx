export default function EmptyPage() {
  return <p>floor</p>;
}
