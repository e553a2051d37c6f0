import { boardMetadata, renderBoardPage, type BoardPageProps } from '../board-page';

export function generateMetadata({ params }: BoardPageProps) {
  return boardMetadata(params, 'carga');
}

export default function CargoFlightsPage(props: BoardPageProps) {
  return renderBoardPage(props, 'carga');
}
