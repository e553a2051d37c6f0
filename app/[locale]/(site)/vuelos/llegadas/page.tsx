import { boardMetadata, renderBoardPage, type BoardPageProps } from '../board-page';

export function generateMetadata({ params }: BoardPageProps) {
  return boardMetadata(params, 'llegadas');
}

export default function ArrivalsPage(props: BoardPageProps) {
  return renderBoardPage(props, 'llegadas');
}
