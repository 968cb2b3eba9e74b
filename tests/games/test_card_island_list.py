"""The card game's 40 island cards, listed by one call (docs/engine-api.md, "The card
game"): numbered as positions and events number them, written as positions write them."""

from jackal_tui.games.cards import island_cards, match_from_position, new_match
from jackal_tui.games.cards.islands import check_deck, parse_island


def test_island_cards_lists_the_forty_cards_numbered_1_to_40():
    cards = island_cards()
    assert [c.number for c in cards] == list(range(1, 41))
    assert cards[0].text == "R D . ~ / . 3 . . / . 1 X . / ~ W . L"   # the worked example
    assert cards[0].grid == "RD.~.3...1X.~W.L"
    assert all(parse_island(c.text) == c.grid for c in cards)
    assert check_deck([c.text for c in cards]) == []


def test_a_cards_number_and_grid_are_those_of_the_island_event_and_the_position():
    m = new_match(mode="2", seed=11)
    events = []
    for _ in range(400):                       # play on until the next island turns up
        events = [ev for ev in m.play(m.legal_actions()[0]) if ev[0] == "island"]
        if events or m.is_over():
            break
    [(_, no, grid)] = events
    card = island_cards()[no - 1]
    assert card.grid == grid == m.state.island
    line = next(x for x in m.to_position().splitlines() if x.startswith("island "))
    assert line == f"island {card.number}"
    text = m.to_position().replace(line, f"island {card.text}")
    assert match_from_position(text).state.island == card.grid
