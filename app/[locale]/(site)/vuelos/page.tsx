import { boardMetadata, renderBoardPage, type BoardPageProps } from './board-page';

export function generateMetadata({ params }: BoardPageProps) {
  return boardMetadata(params, null);
}

export default function FlightsBoardPage(props: BoardPageProps) {
  return renderBoardPage(props, null);
}
