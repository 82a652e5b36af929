import Feature

let summary = CartSummary(customerName: "Ana", itemCount: 3, nights: 2, hotel: "Hotel Aurora")
for line in summary.lines() {
    print(line)
}
