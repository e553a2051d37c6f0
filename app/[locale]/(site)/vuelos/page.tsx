import { boardMetadata, renderBoardPage, type BoardPageProps } from './board-page';

export const generateMetadata = boardMetadata(null);

export default function FlightsBoardPage(props: BoardPageProps) {
  return renderBoardPage(props, null);
}
